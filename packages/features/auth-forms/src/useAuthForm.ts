import {useFormState} from '@nada/ui';
import {useCallback} from 'react';
import type {FormEvent, RefObject} from 'react';
import {authErrorCode, isDismissedAuthError} from './authErrors';
import type {AuthFormPending, AuthFormState, FieldErrorCode, FieldErrors, FormValues} from './types';

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

/**
 * The state machine every auth form shares (@nada/ui's `useFormState`): idle → submitting → success,
 * or → error and back; Firebase's codes are read from what an action throws, and a dismissed popup
 * is no failure.
 */
export function useAuthForm<V extends FormValues>({
  defaultValues,
  validate,
  onSubmit,
  onSuccess,
  onFailure,
  initialState,
}: UseAuthFormOptions<V>): AuthForm<V> {
  const form = useFormState<V, FieldErrorCode, AuthFormPending>({
    defaultValues,
    validate,
    onSubmit,
    onSuccess,
    onFailure,
    errorCode: authErrorCode,
    isDismissed: isDismissedAuthError,
    initialState,
  });
  const {run: runAction} = form;
  const run = useCallback(
    (pending: AuthFormPending, action: () => Promise<void> | void) => runAction(action, pending),
    [runAction],
  );
  return {
    values: form.values,
    status: form.status,
    error: form.error,
    fieldErrors: form.fieldErrors,
    pending: form.pending,
    setValue: form.setValue,
    handleSubmit: form.handleSubmit,
    run,
    reset: form.reset,
    summaryRef: form.failureRef,
  };
}
