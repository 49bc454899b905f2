import {isDismissedAuthError, authErrorCode} from '@nada/auth-forms';
import {useCallback, useEffect, useRef, useState} from 'react';
import type {FormEvent, RefObject} from 'react';
import type {
  ProfileFieldErrors,
  ProfileFormError,
  ProfileFormState,
  ProfileFormStatus,
  ProfileFormValues,
} from './types';

/** Options of {@link useProfileForm}. */
export interface UseProfileFormOptions<V extends ProfileFormValues> {
  /** The values the fields start with. */
  defaultValues: V;
  /** Finds problems before anything is sent; the form is sent only when it returns none. */
  validate: (values: V) => ProfileFieldErrors<V>;
  /** Sends the values; throws an error with a `code` on failure. */
  onSubmit: (values: V) => Promise<void>;
  /** Called after the action succeeded, with the values sent. */
  onSuccess?: (values: V) => void;
  /** The state to start in, for stories and for pages that render a known outcome. @default idle, no errors */
  initialState?: Partial<ProfileFormState<V>>;
}

/** What {@link useProfileForm} returns: the values, the state, and the commands a view wires up. */
export interface ProfileForm<V extends ProfileFormValues> extends ProfileFormState<V> {
  /** The current values; kept as typed when an action fails. */
  values: V;
  /** Changes one value, clears that field's problem, and leaves a success state (the change is new). */
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Validates and sends the values; pass it to the form's `onSubmit`, so Enter submits too. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  /** Runs another action (remove a photo, unlink Google) with the same busy and error handling. */
  run: (action: () => Promise<void>) => Promise<void>;
  /** Put on the status box: it takes focus whenever an attempt fails. */
  statusRef: RefObject<HTMLDivElement | null>;
}

/** The state machine every profile form shares: idle → submitting → success, or → error and back. */
export function useProfileForm<V extends ProfileFormValues>({
  defaultValues,
  validate,
  onSubmit,
  onSuccess,
  initialState,
}: UseProfileFormOptions<V>): ProfileForm<V> {
  const [values, setValues] = useState<V>(defaultValues);
  const [status, setStatus] = useState<ProfileFormStatus>(initialState?.status ?? 'idle');
  const [error, setError] = useState<ProfileFormError | null>(initialState?.error ?? null);
  const [fieldErrors, setFieldErrors] = useState<ProfileFieldErrors<V>>(initialState?.fieldErrors ?? {});
  // Counts failed attempts, so the status box takes focus again after each one, not only the first.
  const [failures, setFailures] = useState(0);
  const statusRef = useRef<HTMLDivElement | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (failures > 0) statusRef.current?.focus();
  }, [failures]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({...current, [name]: value}));
    setStatus((current) => (current === 'success' ? 'idle' : current));
    setFieldErrors((current) => {
      if (!(name in current)) return current;
      return Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== name),
      ) as ProfileFieldErrors<V>;
    });
  }, []);

  const execute = useCallback(
    async (action: () => Promise<void>, sent: V) => {
      // A second Enter or click while the first request runs must not send it twice.
      if (busy.current) return;
      busy.current = true;
      setStatus('submitting');
      setError(null);
      try {
        await action();
        setStatus('success');
        onSuccess?.(sent);
      } catch (thrown: unknown) {
        const code = authErrorCode(thrown);
        // A closed Google popup or a cancelled re-authentication: nothing failed, nothing to say.
        if (isDismissedAuthError(code)) {
          setStatus('idle');
        } else {
          setError({code});
          setStatus('error');
          setFailures((count) => count + 1);
        }
      } finally {
        busy.current = false;
      }
    },
    [onSuccess],
  );

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (busy.current) return;
      const problems = validate(values);
      setFieldErrors(problems);
      if (Object.keys(problems).length > 0) {
        setError(null);
        setStatus('error');
        setFailures((count) => count + 1);
        return;
      }
      await execute(() => onSubmit(values), values);
    },
    [validate, values, execute, onSubmit],
  );

  const run = useCallback((action: () => Promise<void>) => execute(action, values), [execute, values]);

  return {values, status, error, fieldErrors, setValue, handleSubmit, run, statusRef};
}
