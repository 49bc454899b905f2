import {useCallback} from 'react';
import {isStrongPassword} from './passwordRules';
import type {AuthFormState, FieldErrors} from './types';
import {useAuthForm} from './useAuthForm';
import type {AuthForm} from './useAuthForm';

/** The values of a form with one password field. */
export type PasswordValues = {password: string};

/** Options of {@link usePasswordForm}. */
export interface UsePasswordFormOptions {
  /** Sends the password; throws an error with a `code` on failure. */
  send: (password: string) => Promise<void>;
  /** Whether the password must meet the rules of a new password, or only be filled in (the current one). */
  kind: 'new' | 'current';
  /** Called once the action succeeded. */
  onSuccess?: () => void;
  /** The state to start in, for stories and known outcomes. @default idle */
  initialState?: Partial<AuthFormState<PasswordValues>>;
  /** The password the field starts with, for stories. @default '' */
  defaultPassword?: string;
}

/** State and commands of a one-password form: choosing a new password, or confirming the current one. */
export function usePasswordForm({
  send,
  kind,
  onSuccess,
  initialState,
  defaultPassword = '',
}: UsePasswordFormOptions): AuthForm<PasswordValues> {
  const validate = useCallback(
    ({password}: PasswordValues): FieldErrors<PasswordValues> => {
      if (!password) return {password: 'passwordRequired'};
      if (kind === 'new' && !isStrongPassword(password)) return {password: 'passwordWeak'};
      return {};
    },
    [kind],
  );
  const onSubmit = useCallback(({password}: PasswordValues) => send(password), [send]);
  return useAuthForm<PasswordValues>({
    defaultValues: {password: defaultPassword},
    validate,
    onSubmit,
    onSuccess,
    initialState,
  });
}
