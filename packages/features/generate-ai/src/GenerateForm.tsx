import {useSubmitJob} from '@nada/jobs';
import {useEffect, useState} from 'react';
import {codeOf, type ErrorTextOf} from './errorText';
import {PromptForm} from './PromptForm';
import type {
  GenerateClient,
  GenerateJob,
  GenerationChoices,
  GenerationDraft,
  UnderstoodPrompt,
} from './types';
import {UnderstoodPromptSummary, type UnderstoodPromptStatus} from './UnderstoodPromptSummary';
import './generateAi.css';

/** How long typing must pause before the prompt is read again. */
const UNDERSTAND_DELAY_MS = 400;

/** Props of {@link GenerateForm}. */
export interface GenerateFormProps extends GenerationChoices {
  /** The API's calls. */
  client: Pick<GenerateClient, 'submitGeneration' | 'understand'>;
  /** The page's language: the title's and the file names'. */
  locale: 'id' | 'en';
  /** The text of an API error code in the user's language (the app's one map of codes). */
  errorText: ErrorTextOf;
  /** The job was accepted; the page follows it. */
  onStarted: (job: GenerateJob) => void;
}

/**
 * The first step of AI generation: the prompt form and, beside it, what the prompt is understood
 * as (asked of the API a moment after typing stops); sending starts a `generate` job.
 */
export function GenerateForm({client, locale, errorText, onStarted, ...choices}: GenerateFormProps) {
  const [draft, setDraft] = useState<GenerationDraft | null>(null);
  const submission = useSubmitJob<GenerateJob>();
  // What the API answered, for which draft: an answer for another draft is still loading.
  const [reading, setReading] = useState<{
    key: string;
    understood: UnderstoodPrompt | null;
    code?: string;
  } | null>(null);
  const rejectionText = (error: unknown) => errorText(codeOf(error));
  const draftKey = draft?.prompt ? JSON.stringify(draft) : null;
  const {understand} = client;

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
  }, [draftKey, understand]);

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
        {...choices}
        onDraftChange={setDraft}
        errorText={rejectionText}
        onSubmit={async (value) => {
          // The form reports failures itself; the key makes its retry of the same draft the same job.
          const params = {...value, locale};
          onStarted(await client.submitGeneration(params, submission.keyFor(params)));
        }}
      />
      <aside className="generate-form__summary" aria-live="polite">
        <UnderstoodPromptSummary
          understood={understood}
          status={status}
          errorText={current?.code ? errorText(current.code) : undefined}
        />
      </aside>
    </div>
  );
}
