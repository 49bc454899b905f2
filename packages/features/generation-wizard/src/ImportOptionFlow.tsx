import {formatMinutes, resultMessages, useSubmitJob, type ErrorTextOf} from '@nada/jobs';
import {Button, Icon, spinnerIcon, useAsyncData} from '@nada/ui';
import {useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {ImportOptions, type ImportValue} from './ImportOptions';
import {parseImportRange, type ImportRange} from './importRange';
import {importFlowMessages} from './messages';
import {SourceCard} from './SourceCard';
import type {CreditsLike, EngineDescription, ImportThen, LinkProbe, SeparationValue} from './types';
import type {LinkProbeTransport} from './useLinkSource';
import './importFlow.css';

/** The parameters of an `import` job, in the shape of the API's `ImportParams`. */
export interface ImportParamsValue extends Omit<SeparationValue, 'stems'> {
  /** The video link. */
  url: string;
  /** What to make from it. */
  then: ImportThen;
  /** The language of the result files' names. */
  locale: 'id' | 'en';
  /** A part of the video, when only a part is wanted. */
  range?: ImportRange;
}

/**
 * How the options step reaches the API: the app's calls (through its generated client); stories
 * and tests pass fakes. A call the API refuses rejects with an error carrying the API's `code`.
 */
export interface ImportOptionsClient {
  /** Asks what a link holds (`POST /api/imports/probe`). */
  probe: LinkProbeTransport;
  /** The caller's credits (`GET /api/credits`). */
  getCredits(): Promise<CreditsLike>;
  /** The separation engines the server offers (`GET /api/engines`). */
  listEngines(): Promise<EngineDescription[]>;
  /** Starts an `import` job with the idempotency key `useSubmitJob` of @nada/jobs gives. */
  submitImport(params: ImportParamsValue, idempotencyKey: string): Promise<{id: string}>;
}

/** Props of {@link ImportOptionFlow}. */
export interface ImportOptionFlowProps {
  /** The link from the link step (the page's `?url=`); empty when there is none. */
  url: string;
  /** The page's language: the result files are named in it. */
  locale: 'id' | 'en';
  /** The options a new job starts from, the API's `separate` defaults. */
  defaultSeparation: SeparationValue;
  client: ImportOptionsClient;
  /** Goes back to the link step. */
  onBackToLink: () => void;
  /** Called with the job once it is submitted (the page moves to its preview). */
  onSubmitted: (jobId: string) => void;
  /** The text of an API error code (the app's one map). */
  errorText: ErrorTextOf;
}

/** The job's parameters from what the page shows, or undefined while the typed range is not one. */
export function importParamsOf(
  url: string,
  value: ImportValue,
  durationSeconds: number | null,
  locale: 'id' | 'en',
): ImportParamsValue | undefined {
  const {stems: _stems, ...options} = value.separation;
  const range = value.range ? parseImportRange(value.range, durationSeconds).range : undefined;
  if (value.range && !range) return undefined;
  return {...options, url, then: value.then, locale, ...(range ? {range} : {})};
}

/**
 * The options step of a video link: the link from the link step checked again and shown as its
 * card, what to make from it with the minus one's options and a part of the video, and Make it,
 * which starts the import job.
 */
export function ImportOptionFlow({
  url,
  locale,
  defaultSeparation,
  client,
  onBackToLink: backToLink,
  onSubmitted,
  errorText,
}: ImportOptionFlowProps) {
  const intl = useIntl();
  const probe = useAsyncData(url ? `probe:${url}` : null, () =>
    client.probe(url, new AbortController().signal),
  );
  const credits = useAsyncData('credits', client.getCredits);
  const engines = useAsyncData('engines', client.listEngines);
  const [value, setValue] = useState<ImportValue>(() => ({
    then: 'minusone',
    separation: defaultSeparation,
    range: null,
  }));
  const submission = useSubmitJob<{id: string}>();
  const {submitting, error: submitError} = submission;

  if (!url) {
    return (
      <div role="status" className="import-flow__problem">
        <p>
          <FormattedMessage {...importFlowMessages.noLink} />
        </p>
        <Button onClick={backToLink}>
          <FormattedMessage {...importFlowMessages.startFromLink} />
        </Button>
      </div>
    );
  }
  if (probe.status === 'loading') {
    return (
      <p role="status" data-page-loading="">
        <Icon icon={spinnerIcon} data-spin="" />
        <FormattedMessage {...importFlowMessages.checking} />
      </p>
    );
  }
  if (probe.status === 'error') {
    return (
      <div role="alert" className="import-flow__problem">
        <p>{errorText(probe.code)}</p>
        <Button variant="secondary" onClick={probe.reload}>
          <FormattedMessage {...resultMessages.tryAgain} />
        </Button>
        <Button variant="ghost" onClick={backToLink}>
          <FormattedMessage {...importFlowMessages.otherLink} />
        </Button>
      </div>
    );
  }

  const source: LinkProbe = probe.data;
  const params = importParamsOf(source.url, value, source.durationSeconds, locale);
  const balance = credits.status === 'ready' ? credits.data : null;
  const range = params?.range;
  const seconds = range ? range.endSeconds - range.startSeconds : source.durationSeconds;

  const handleMake = async () => {
    if (!params) return;
    // One key per link and settings: a retried or doubled submission is the same job, charged once.
    const job = await submission.submit(params, (key) => client.submitImport(params, key));
    if (job) onSubmitted(job.id);
  };

  return (
    <div className="import-flow">
      <SourceCard source={source} titleAs="h2" />
      {source.allowed ? (
        <>
          <ImportOptions
            value={value}
            onValueChange={setValue}
            durationSeconds={source.durationSeconds}
            engines={engines.status === 'ready' ? engines.data : undefined}
            disabled={submitting}
          />
          {balance && (
            <p className="import-flow__credits">
              {seconds === null ? (
                <FormattedMessage
                  {...importFlowMessages.creditsLeft}
                  values={{left: formatMinutes(intl, balance.availableSeconds)}}
                />
              ) : (
                <FormattedMessage
                  {...importFlowMessages.cost}
                  values={{
                    used: formatMinutes(intl, seconds),
                    left: formatMinutes(intl, balance.availableSeconds),
                  }}
                />
              )}
            </p>
          )}
          {submitError && (
            <p role="alert" className="import-flow__error">
              {errorText(submitError)}
            </p>
          )}
          <div className="import-flow__actions">
            <Button variant="ghost" onClick={backToLink} disabled={submitting}>
              <FormattedMessage {...importFlowMessages.otherLink} />
            </Button>
            <Button onClick={() => void handleMake()} loading={submitting} disabled={!params}>
              <FormattedMessage {...importFlowMessages.make} />
            </Button>
          </div>
        </>
      ) : (
        <div className="import-flow__actions">
          <Button variant="secondary" onClick={backToLink}>
            <FormattedMessage {...importFlowMessages.otherLink} />
          </Button>
        </div>
      )}
    </div>
  );
}
