import {useEffect, useRef, useState} from 'react';
import {authErrorCode} from './authErrors';
import type {AuthFormError} from './types';

/** Where applying an email action code stands. */
export type ActionCodeStatus = 'checking' | 'done' | 'error';

/** What {@link useActionCode} returns. */
export interface ActionCodeState<T> {
  /** Where applying the code stands. */
  status: ActionCodeStatus;
  /** What the action returned (the restored address, the reset account's address), once done. */
  result: T | undefined;
  /** Why it failed (`auth/expired-action-code`, `auth/invalid-action-code`…). */
  error: AuthFormError | null;
}

/**
 * Applies an email action code once when the `/callback` page shows (Firebase `applyActionCode`,
 * `checkActionCode`, `verifyPasswordResetCode`). A code works only once, so React's second effect
 * run in development must not apply it again.
 */
export function useActionCode<T>(apply: () => Promise<T>): ActionCodeState<T> {
  const [state, setState] = useState<ActionCodeState<T>>({
    status: 'checking',
    result: undefined,
    error: null,
  });
  const started = useRef(false);
  const applyRef = useRef(apply);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    applyRef.current().then(
      (result) => setState({status: 'done', result, error: null}),
      (error: unknown) => setState({status: 'error', result: undefined, error: {code: authErrorCode(error)}}),
    );
  }, []);
  return state;
}
