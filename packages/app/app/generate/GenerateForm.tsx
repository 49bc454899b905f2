import {PromptForm, UnderstoodPromptSummary} from '@nada/generate-ai';
import type {GenerationDraft, UnderstoodPromptStatus} from '@nada/generate-ai';
import {useSubmitJob} from '@nada/jobs';
import {useEffect, useState} from 'react';
import {useIntl} from 'react-intl';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {genreValues, instrumentValues, moodValues} from '../api/schemaValues';
import {usePageLocale} from '../auth/authPages';
import {generateParamsOf, submitGeneration, understand} from './generateApi';
import type {GenerateJob, UnderstoodPrompt} from './generateApi';

/** How long typing must pause before the prompt is read again. */
const UNDERSTAND_DELAY_MS = 400;

/** The stable code of a rejection: the API's, or `NETWORK` for a failed fetch. */
export function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  return error instanceof TypeError ? 'NETWORK' : 'unknown';
}

/** Props of {@link GenerateForm}. */
export interface GenerateFormProps {
  /** The job was accepted; the page follows it. */
  onStarted: (job: GenerateJob) => void;
}

/**
 * The first step of `/v3/generate_ai`: the prompt form and, beside it, what the prompt is understood
 * as (asked of the API a moment after typing stops); sending starts a `generate` job.
 */
export function GenerateForm({onStarted}: GenerateFormProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const [draft, setDraft] = useState<GenerationDraft | null>(null);
  const submission = useSubmitJob<GenerateJob>();
  // What the API answered, for which draft: an answer for another draft is still loading.
  const [reading, setReading] = useState<{
    key: string;
    understood: UnderstoodPrompt | null;
    code?: string;
  } | null>(null);
  const errorText = (error: unknown) => intl.formatMessage(apiErrorMessage(codeOf(error)));
  const draftKey = draft?.prompt ? JSON.stringify(draft) : null;

  useEffect(() => {
    if (!draftKey) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      understand(JSON.parse(draftKey) as GenerationDraft, controller.signal).then(
        (understood) => setReading({key: draftKey, understood}),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setReading({key: draftKey, understood: null, code: codeOf(error)});
        },
      );
    }, UNDERSTAND_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [draftKey]);

  const current = reading && reading.key === draftKey ? reading : null;
  const status: UnderstoodPromptStatus = !draftKey
    ? 'empty'
    : !current
      ? 'loading'
      : current.code
        ? 'error'
        : 'ready';
  // While the next reading loads, the last one stays in view (the summary marks itself busy).
  const understood = draftKey ? (current?.understood ?? reading?.understood ?? null) : null;

  return (
    <div className="generate-form">
      <PromptForm
        genres={genreValues}
        moods={moodValues}
        instruments={instrumentValues}
        onDraftChange={setDraft}
        errorText={errorText}
        onSubmit={async (value) => {
          // The form reports failures itself; the key makes its retry of the same draft the same job.
          const params = generateParamsOf(value, locale);
          onStarted(await submitGeneration(params, submission.keyFor(params)));
        }}
      />
      <aside className="generate-form__summary" aria-live="polite">
        <UnderstoodPromptSummary
          understood={understood}
          status={status}
          errorText={current?.code ? intl.formatMessage(apiErrorMessage(current.code)) : undefined}
        />
      </aside>
    </div>
  );
}
