import {useCallback, useRef, useState} from 'react';

/** The error code of a failed call: the API's own (`CREDITS_EXHAUSTED`), else `NETWORK`. */
export function errorCodeOf(error: unknown): string {
  const {code} = (error ?? {}) as {code?: unknown};
  return typeof code === 'string' ? code : 'NETWORK';
}

/** What {@link useSubmitJob} gives a page. */
export interface SubmitJobControls<Job> {
  /** Whether a submission is on its way. */
  submitting: boolean;
  /** The API's error code of the last submission that failed; null otherwise. */
  error: string | null;
  /**
   * Sends `send` with the idempotency key of `subject` (the job's inputs and settings): the same
   * subject keeps its key, so a retried or doubled submission is the same job, charged once.
   * Resolves with the job, or with undefined when it failed (see `error`).
   */
  submit(subject: unknown, send: (idempotencyKey: string) => Promise<Job>): Promise<Job | undefined>;
  /** The idempotency key of `subject`, for a form that sends and reports failures itself. */
  keyFor(subject: unknown): string;
  /** Forgets the key and the error: the next submission is a new job even with the same subject. */
  reset(): void;
}

/**
 * Submits jobs with an idempotency key: one key per subject (the serialized inputs and settings),
 * kept until the subject changes or `reset` is called; one submission at a time.
 */
export function useSubmitJob<Job>(): SubmitJobControls<Job> {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idempotency = useRef<{for: string; key: string} | null>(null);

  const keyFor = useCallback((subject: unknown) => {
    const serialized = JSON.stringify(subject);
    if (idempotency.current?.for !== serialized) {
      idempotency.current = {for: serialized, key: crypto.randomUUID()};
    }
    return idempotency.current.key;
  }, []);

  const submit = useCallback(
    async (subject: unknown, send: (idempotencyKey: string) => Promise<Job>) => {
      const key = keyFor(subject);
      setSubmitting(true);
      setError(null);
      try {
        return await send(key);
      } catch (failure) {
        console.warn('Submitting the job failed', failure);
        setError(errorCodeOf(failure));
        return undefined;
      } finally {
        setSubmitting(false);
      }
    },
    [keyFor],
  );

  const reset = useCallback(() => {
    idempotency.current = null;
    setError(null);
  }, []);

  return {submitting, error, submit, keyFor, reset};
}
