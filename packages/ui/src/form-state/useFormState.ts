import {useCallback, useEffect, useRef, useState} from 'react';
import type {FormEvent, RefObject} from 'react';

/** Where a form stands: filling in, sending, refused (by its own checks or the server), or done. */
export type FormStatus = 'idle' | 'submitting' | 'error' | 'success';

/** A failed action: the stable code read out of what it threw. */
export interface FormFailure {
  /** The error's stable code (`auth/wrong-password`, `PLAYLIST_FULL`…), or `unknown`. */
  code: string;
}

/** The problems found in the values before sending them, by field name. */
export type FormProblems<Values, Problem> = Partial<Record<keyof Values & string, Problem>>;

/** The state a form can start in (stories, a page that renders a known outcome). */
export interface FormState<Values, Problem> {
  /** Where the form stands. */
  status: FormStatus;
  /** Why the last action failed, while `status` is `error` because of it. */
  error: FormFailure | null;
  /** Problems found in the values before sending them. */
  fieldErrors: FormProblems<Values, Problem>;
}

/** Options of {@link useFormState}. */
export interface UseFormStateOptions<Values extends object, Problem, Pending extends string = 'submit'> {
  /** The values the fields start with. */
  defaultValues: Values;
  /** Finds problems before anything is sent; the form is sent only when it returns none. */
  validate: (values: Values) => FormProblems<Values, Problem>;
  /** Sends the values; throws an error with a `code` on failure. */
  onSubmit: (values: Values) => Promise<void>;
  /** Called after an action succeeded, with the values it ran on. */
  onSuccess?: (values: Values) => void;
  /** Called after an action failed, with what it threw. */
  onFailure?: (error: unknown) => void;
  /** Called when the checks refuse the values, with the problems (to focus the first field, say). */
  onInvalid?: (problems: FormProblems<Values, Problem>) => void;
  /**
   * Reads the stable code out of what an action threw.
   * @default its string `code`, else `unknown`
   */
  errorCode?: (error: unknown) => string;
  /**
   * Whether a failure only says the user dismissed something (a closed popup): the form goes back
   * to idle and reports nothing.
   * @default never
   */
  isDismissed?: (code: string) => boolean;
  /** Whether changing a value after a success goes back to idle (the change is new). @default false */
  successEndsOnChange?: boolean;
  /** The state to start in. @default idle, no errors */
  initialState?: Partial<FormState<Values, Problem>>;
  /** Which action a form that starts in `submitting` runs. @default 'submit' */
  initialPending?: Pending;
}

/** What {@link useFormState} returns: the values, the state, and the commands a view wires up. */
export interface FormStateResult<
  Values extends object,
  Problem,
  Pending extends string = 'submit',
> extends FormState<Values, Problem> {
  /** The current values; kept as typed when an action fails. */
  values: Values;
  /** Which action runs while `status` is `submitting`. */
  pending: Pending | 'submit' | null;
  /** Changes one value and clears that field's problem. */
  setValue: <K extends keyof Values & string>(name: K, value: Values[K]) => void;
  /** Validates and sends the values; pass it to the form's `onSubmit`, so Enter submits too. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  /** Runs another action of the form (a second button) with the same busy and error handling. */
  run: (action: () => Promise<void> | void, pending?: Pending) => Promise<void>;
  /** Goes back to idle with the values kept. */
  reset: () => void;
  /** Put on the element that explains a failure (an error summary): it takes focus after each one. */
  failureRef: RefObject<HTMLDivElement | null>;
}

/** The code of a thrown value with a string `code`, else `unknown`. */
function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return 'unknown';
}

const never = () => false;

/**
 * The state machine forms share: idle → submitting → success, or → error and back. A second submit
 * while one runs is ignored, the values stay as typed when an action fails, and the failure
 * explanation takes focus after each failed attempt.
 */
export function useFormState<Values extends object, Problem, Pending extends string = 'submit'>({
  defaultValues,
  validate,
  onSubmit,
  onSuccess,
  onFailure,
  onInvalid,
  errorCode = codeOf,
  isDismissed = never,
  successEndsOnChange = false,
  initialState,
  initialPending,
}: UseFormStateOptions<Values, Problem, Pending>): FormStateResult<Values, Problem, Pending> {
  const [values, setValues] = useState<Values>(defaultValues);
  const [status, setStatus] = useState<FormStatus>(initialState?.status ?? 'idle');
  const [error, setError] = useState<FormFailure | null>(initialState?.error ?? null);
  const [fieldErrors, setFieldErrors] = useState<FormProblems<Values, Problem>>(
    initialState?.fieldErrors ?? {},
  );
  const [pending, setPending] = useState<Pending | 'submit' | null>(
    initialState?.status === 'submitting' ? (initialPending ?? 'submit') : null,
  );
  // Counts failed attempts, so the explanation takes focus again after each one, not only the first.
  const [failures, setFailures] = useState(0);
  const failureRef = useRef<HTMLDivElement | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (failures > 0) failureRef.current?.focus();
  }, [failures]);

  const setValue = useCallback(
    <K extends keyof Values & string>(name: K, value: Values[K]) => {
      setValues((current) => ({...current, [name]: value}));
      if (successEndsOnChange) setStatus((current) => (current === 'success' ? 'idle' : current));
      setFieldErrors((current) => {
        if (!(name in current)) return current;
        return Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) as FormProblems<
          Values,
          Problem
        >;
      });
    },
    [successEndsOnChange],
  );

  const execute = useCallback(
    async (action: () => Promise<void> | void, kind: Pending | 'submit', sent: Values) => {
      // A second Enter or click while the first request runs must not send it twice.
      if (busy.current) return;
      busy.current = true;
      setPending(kind);
      setStatus('submitting');
      setError(null);
      try {
        await action();
        setStatus('success');
        onSuccess?.(sent);
      } catch (thrown: unknown) {
        const code = errorCode(thrown);
        onFailure?.(thrown);
        if (isDismissed(code)) {
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
    [onSuccess, onFailure, errorCode, isDismissed],
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
        onInvalid?.(problems);
        return;
      }
      await execute(() => onSubmit(values), 'submit', values);
    },
    [validate, values, execute, onSubmit, onInvalid],
  );

  const run = useCallback(
    (action: () => Promise<void> | void, kind?: Pending) => execute(action, kind ?? 'submit', values),
    [execute, values],
  );

  const reset = useCallback(() => {
    setStatus('idle');
    setError(null);
    setFieldErrors({});
  }, []);

  return {values, status, error, fieldErrors, pending, setValue, handleSubmit, run, reset, failureRef};
}
