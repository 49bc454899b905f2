import {useCallback} from 'react';
import {isStrongPassword} from './passwordRules';
import type {AuthFormState, FieldErrors, GetChallenge, ProofOfWorkSolution} from './types';
import {useAuthForm} from './useAuthForm';
import type {AuthForm} from './useAuthForm';
import {useBotCheck} from './useBotCheck';
import type {BotCheck} from './useBotCheck';
import {validateEmail} from './useSignInForm';

/** The values of the registration form. */
export type RegisterValues = {name: string; email: string; password: string; terms: boolean};

/** What the registration form sends: the trimmed name and email, and the password. */
export interface RegisterInput {
  /** Display name. */
  name: string;
  /** Email address. */
  email: string;
  /** The new password, meeting every rule of the checklist. */
  password: string;
}

/** Options of {@link useRegisterForm}. */
export interface UseRegisterFormOptions {
  /** Creates the account (and sets the display name); gets the bot-check solution when `getChallenge` is set. */
  register: (input: RegisterInput, solution?: ProofOfWorkSolution) => Promise<void>;
  /** Fetches a bot-check challenge from the API; without it there is no bot check. */
  getChallenge?: GetChallenge;
  /** Starts Google sign-up; without it the Google button is left out. */
  onGoogle?: () => Promise<void> | void;
  /** Called once the account exists, to move on (to the verification prompt, say). */
  onSuccess?: () => void;
  /** Values the fields start with. */
  defaultValues?: Partial<RegisterValues>;
  /** The state to start in, for stories and known outcomes. @default idle */
  initialState?: Partial<AuthFormState<RegisterValues>>;
}

/** What {@link useRegisterForm} returns. */
export interface RegisterForm extends AuthForm<RegisterValues> {
  /** Runs Google sign-up with the form's busy and error handling; undefined without `onGoogle`. */
  google: (() => Promise<void>) | undefined;
  /** The bot check that runs while the user types. */
  botCheck: BotCheck;
}

function validate({name, email, password, terms}: RegisterValues): FieldErrors<RegisterValues> {
  const errors: FieldErrors<RegisterValues> = {};
  if (!name.trim()) errors.name = 'nameRequired';
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  if (!password) errors.password = 'passwordRequired';
  else if (!isStrongPassword(password)) errors.password = 'passwordWeak';
  if (!terms) errors.terms = 'termsRequired';
  return errors;
}

/** State and commands of the registration form: name, email, a password meeting the rules, and the terms. */
export function useRegisterForm({
  register,
  getChallenge,
  onGoogle,
  onSuccess,
  defaultValues,
  initialState,
}: UseRegisterFormOptions): RegisterForm {
  const botCheck = useBotCheck(getChallenge);
  const {solution, renew} = botCheck;
  const onSubmit = useCallback(
    async ({name, email, password}: RegisterValues) =>
      register({name: name.trim(), email: email.trim(), password}, await solution()),
    [register, solution],
  );
  const form = useAuthForm<RegisterValues>({
    defaultValues: {name: '', email: '', password: '', terms: false, ...defaultValues},
    validate,
    onSubmit,
    onSuccess,
    // A solution is good for one request: a failed one needs a fresh challenge.
    onFailure: renew,
    initialState,
  });
  const {run} = form;
  const google = useCallback(() => run('google', () => onGoogle?.()), [run, onGoogle]);
  return {...form, google: onGoogle ? google : undefined, botCheck};
}
