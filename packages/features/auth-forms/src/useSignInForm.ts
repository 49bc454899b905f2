import {useCallback} from 'react';
import {isEmailAddress} from './passwordRules';
import type {AuthFormState, FieldErrors} from './types';
import {useAuthForm} from './useAuthForm';
import type {AuthForm} from './useAuthForm';

/** The values of the sign-in form. */
export type SignInValues = {email: string; password: string};

/** Options of {@link useSignInForm}. */
export interface UseSignInFormOptions {
  /** Signs in with email and password (Firebase `signInWithEmailAndPassword`); throws an error with a `code`. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Starts Google sign-in; without it the Google button is left out. */
  onGoogle?: () => Promise<void> | void;
  /** Called once signed in, to move on. */
  onSuccess?: () => void;
  /** Values the fields start with (the email from a previous step, say). */
  defaultValues?: Partial<SignInValues>;
  /** The state to start in, for stories and known outcomes. @default idle */
  initialState?: Partial<AuthFormState<SignInValues>>;
}

/** What {@link useSignInForm} returns. */
export interface SignInForm extends AuthForm<SignInValues> {
  /** Runs Google sign-in with the form's busy and error handling; undefined without `onGoogle`. */
  google: (() => Promise<void>) | undefined;
}

/** Checks an email field: present and shaped like an address. */
export function validateEmail(email: string): 'emailRequired' | 'emailInvalid' | undefined {
  if (!email.trim()) return 'emailRequired';
  if (!isEmailAddress(email)) return 'emailInvalid';
  return undefined;
}

function validate({email, password}: SignInValues): FieldErrors<SignInValues> {
  const errors: FieldErrors<SignInValues> = {};
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  if (!password) errors.password = 'passwordRequired';
  return errors;
}

/** State and commands of the email-and-password sign-in form, with the optional Google button. */
export function useSignInForm({
  signIn,
  onGoogle,
  onSuccess,
  defaultValues,
  initialState,
}: UseSignInFormOptions): SignInForm {
  const onSubmit = useCallback(({email, password}: SignInValues) => signIn(email.trim(), password), [signIn]);
  const form = useAuthForm<SignInValues>({
    defaultValues: {email: '', password: '', ...defaultValues},
    validate,
    onSubmit,
    onSuccess,
    initialState,
  });
  const {run} = form;
  const google = useCallback(() => run('google', () => onGoogle?.()), [run, onGoogle]);
  return {...form, google: onGoogle ? google : undefined};
}
