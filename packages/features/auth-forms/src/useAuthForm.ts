import {useCallback, useEffect, useRef, useState} from 'react';
import type {FormEvent, RefObject} from 'react';
import {authErrorCode, isDismissedAuthError} from './authErrors';
import type {
  AuthFormError,
  AuthFormPending,
  AuthFormState,
  AuthFormStatus,
  FieldErrors,
  FormValues,
} from './types';

/** Options of {@link useAuthForm}. */
export interface UseAuthFormOptions<V extends FormValues> {
  /** The values the fields start with. */
  defaultValues: V;
  /** Finds problems before anything is sent; the form is sent only when it returns none. */
  validate: (values: V) => FieldErrors<V>;
  /** Sends the values; throws an error with a `code` on failure. */
  onSubmit: (values: V) => Promise<void>;
  /** Called after the action succeeded. */
  onSuccess?: () => void;
  /** Called after an action failed, with the error it threw (a bot check renews its challenge here). */
  onFailure?: (error: unknown) => void;
  /** The state to start in, for stories and for pages that render a known outcome. @default idle, no errors */
  initialState?: Partial<AuthFormState<V>>;
}

/** What {@link useAuthForm} returns: the values, the state, and the commands a view wires up. */
export interface AuthForm<V extends FormValues> extends AuthFormState<V> {
  /** The current values; kept as typed when an action fails. */
  values: V;
  /** Which action runs while `status` is `submitting`. */
  pending: AuthFormPending | null;
  /** Changes one value and clears that field's problem. */
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Validates and sends the values; pass it to the form's `onSubmit`, so Enter submits too. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  /** Runs another action of the form (the Google button) with the same busy and error handling. */
  run: (pending: AuthFormPending, action: () => Promise<void> | void) => Promise<void>;
  /** Goes back to idle with the values kept (the "use a different email" of a sent state). */
  reset: () => void;
  /** Put on the error summary: it takes focus whenever an attempt fails. */
  summaryRef: RefObject<HTMLDivElement | null>;
}

/** The state machine every auth form shares: idle → submitting → success, or → error and back. */
export function useAuthForm<V extends FormValues>({
  defaultValues,
  validate,
  onSubmit,
  onSuccess,
  onFailure,
  initialState,
}: UseAuthFormOptions<V>): AuthForm<V> {
  const [values, setValues] = useState<V>(defaultValues);
  const [status, setStatus] = useState<AuthFormStatus>(initialState?.status ?? 'idle');
  const [error, setError] = useState<AuthFormError | null>(initialState?.error ?? null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<V>>(initialState?.fieldErrors ?? {});
  const [pending, setPending] = useState<AuthFormPending | null>(
    initialState?.status === 'submitting' ? 'submit' : null,
  );
  // Counts failed attempts, so the summary takes focus again after each one, not only the first.
  const [failures, setFailures] = useState(0);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({...current, [name]: value}));
    setFieldErrors((current) => {
      if (!(name in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) as FieldErrors<V>;
    });
  }, []);

  const run = useCallback(
    async (kind: AuthFormPending, action: () => Promise<void> | void) => {
      // A second Enter or click while the first request runs must not send it twice.
      if (busy.current) return;
      busy.current = true;
      setPending(kind);
      setStatus('submitting');
      setError(null);
      try {
        await action();
        setStatus('success');
        onSuccess?.();
      } catch (thrown: unknown) {
        const code = authErrorCode(thrown);
        onFailure?.(thrown);
        if (isDismissedAuthError(code)) {
          setStatus('idle');
        } else {
          setError({code});
          setStatus('error');
          setFailures((count) => count + 1);
        }
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [onSuccess, onFailure],
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
      await run('submit', () => onSubmit(values));
    },
    [validate, values, run, onSubmit],
  );

  const reset = useCallback(() => {
    setStatus('idle');
    setError(null);
    setFieldErrors({});
  }, []);

  return {values, status, error, fieldErrors, pending, setValue, handleSubmit, run, reset, summaryRef};
}
