import {isDismissedAuthError, authErrorCode} from '@nada/auth-forms';
import {useFormState} from '@nada/ui';
import {useCallback} from 'react';
import type {FormEvent, RefObject} from 'react';
import type {ProfileFieldErrorCode, ProfileFieldErrors, ProfileFormState, ProfileFormValues} from './types';

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

/**
 * The state machine every profile form shares (@nada/ui's `useFormState`): idle → submitting →
 * success, or → error and back; a change after a success is new, so it leaves the success.
 */
export function useProfileForm<V extends ProfileFormValues>({
  defaultValues,
  validate,
  onSubmit,
  onSuccess,
  initialState,
}: UseProfileFormOptions<V>): ProfileForm<V> {
  const form = useFormState<V, ProfileFieldErrorCode>({
    defaultValues,
    validate,
    onSubmit,
    onSuccess,
    errorCode: authErrorCode,
    // A closed Google popup or a cancelled re-authentication: nothing failed, nothing to say.
    isDismissed: isDismissedAuthError,
    successEndsOnChange: true,
    initialState,
  });
  const {run: runAction} = form;
  const run = useCallback((action: () => Promise<void>) => runAction(action), [runAction]);
  return {
    values: form.values,
    status: form.status,
    error: form.error,
    fieldErrors: form.fieldErrors,
    setValue: form.setValue,
    handleSubmit: form.handleSubmit,
    run,
    statusRef: form.failureRef,
  };
}
