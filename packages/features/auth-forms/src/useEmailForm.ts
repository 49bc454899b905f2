import {useCallback} from 'react';
import type {AuthFormState, FieldErrors, GetChallenge, ProofOfWorkSolution} from './types';
import {useAuthForm} from './useAuthForm';
import type {AuthForm} from './useAuthForm';
import {useBotCheck} from './useBotCheck';
import type {BotCheck} from './useBotCheck';
import {validateEmail} from './useSignInForm';

/** The values of a form that asks only for an email address. */
export type EmailValues = {email: string};

/** Options of {@link useEmailForm}. */
export interface UseEmailFormOptions {
  /** Sends the request for this address (a sign-in link, a reset link, or the sign-in itself); gets the bot-check solution when `getChallenge` is set. */
  send: (email: string, solution?: ProofOfWorkSolution) => Promise<void>;
  /** Fetches a bot-check challenge from the API; without it there is no bot check. */
  getChallenge?: GetChallenge;
  /** Called once the request succeeded. */
  onSuccess?: () => void;
  /** The address the field starts with. */
  defaultEmail?: string;
  /** The state to start in, for stories and known outcomes. @default idle */
  initialState?: Partial<AuthFormState<EmailValues>>;
}

/** What {@link useEmailForm} returns. */
export interface EmailForm extends AuthForm<EmailValues> {
  /** The bot check that runs while the user types (status `off` without `getChallenge`). */
  botCheck: BotCheck;
}

function validate({email}: EmailValues): FieldErrors<EmailValues> {
  const emailError = validateEmail(email);
  return emailError ? {email: emailError} : {};
}

/** State and commands of the one-field email forms: email-link sign-in, its completion, and forgot password. */
export function useEmailForm({
  send,
  getChallenge,
  onSuccess,
  defaultEmail = '',
  initialState,
}: UseEmailFormOptions): EmailForm {
  const botCheck = useBotCheck(getChallenge);
  const {solution, renew} = botCheck;
  const onSubmit = useCallback(
    async ({email}: EmailValues) => send(email.trim(), await solution()),
    [send, solution],
  );
  const form = useAuthForm<EmailValues>({
    defaultValues: {email: defaultEmail},
    validate,
    onSubmit,
    onSuccess,
    onFailure: renew,
    initialState,
  });
  return {...form, botCheck};
}
