import {useCallback, useEffect, useState} from 'react';
import type {AuthFormState} from './types';
import {useAuthForm} from './useAuthForm';
import type {AuthForm} from './useAuthForm';

/** Options of {@link useVerifyEmailPrompt}. */
export interface UseVerifyEmailPromptOptions {
  /** Sends the verification email again (Firebase `sendEmailVerification`). */
  resend: () => Promise<void>;
  /** Seconds to wait between two sends. @default 60 */
  cooldownSeconds?: number;
  /** Seconds left to wait when the prompt shows (the email was just sent on registration, say). @default 0 */
  initialCooldown?: number;
  /** The clock, in milliseconds; a fixed one holds the countdown still in stories and tests. @default Date.now */
  now?: () => number;
  /** The state to start in, for stories and known outcomes. @default idle */
  initialState?: Partial<AuthFormState<Record<never, never>>>;
}

/** What {@link useVerifyEmailPrompt} returns. */
export interface VerifyEmailPrompt extends AuthForm<Record<never, never>> {
  /** Whole seconds until the email may be sent again; 0 when it may. */
  secondsLeft: number;
}

/** Resending the verification email, with a cooldown between sends that counts down each second. */
export function useVerifyEmailPrompt({
  resend,
  cooldownSeconds = 60,
  initialCooldown = 0,
  now = Date.now,
  initialState,
}: UseVerifyEmailPromptOptions): VerifyEmailPrompt {
  const [clock, setClock] = useState(now);
  const [availableAt, setAvailableAt] = useState(() => now() + initialCooldown * 1000);

  useEffect(() => {
    if (availableAt <= now()) return;
    const timer = setInterval(() => {
      const time = now();
      setClock(time);
      if (time >= availableAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [availableAt, now]);

  const onSubmit = useCallback(async () => {
    await resend();
    const sentAt = now();
    setClock(sentAt);
    setAvailableAt(sentAt + cooldownSeconds * 1000);
  }, [resend, now, cooldownSeconds]);
  const form = useAuthForm<Record<never, never>>({
    defaultValues: {},
    validate: noProblems,
    onSubmit,
    initialState,
  });
  return {...form, secondsLeft: Math.max(0, Math.ceil((availableAt - clock) / 1000))};
}

const noProblems = () => ({});
