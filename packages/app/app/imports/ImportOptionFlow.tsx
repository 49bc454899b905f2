import {
  ImportOptions,
  SourceCard,
  parseImportRange,
  type ImportValue,
  type LinkProbe,
} from '@nada/generation-wizard';
import {Button, Icon, spinnerIcon} from '@nada/ui';
import {useRef, useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {useNavigate, useSearchParams} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {ApiRequestError} from '../api/client';
import {usePageLocale} from '../auth/authPages';
import {formatMinutes} from '../minusone/format';
import {getCredits, listEngines} from '../minusone/jobApi';
import {DEFAULT_SEPARATION_PARAMS} from '../minusone/separation';
import {minusoneMessages} from '../minusone/minusoneMessages';
import {useApiData} from '../minusone/useApiData';
import {localePath} from '../routing/paths';
import {probeImport, submitImport, type ImportParams} from './importApi';
import {importMessages} from './importMessages';

const START: ImportValue = {then: 'minusone', separation: DEFAULT_SEPARATION_PARAMS, range: null};

/** The job's parameters from what the page shows, or undefined while the typed range is not one. */
export function importParamsOf(
  url: string,
  value: ImportValue,
  durationSeconds: number | null,
  locale: 'id' | 'en',
): ImportParams | undefined {
  const {stems: _stems, ...options} = value.separation;
  const range = value.range ? parseImportRange(value.range, durationSeconds).range : undefined;
  if (value.range && !range) return undefined;
  return {...options, url, then: value.then, locale, ...(range ? {range} : {})};
}

/**
 * `/option`: the link from the link step (`?url=`) checked again and shown as its card, what to
 * make from it with the minus one's options and a part of the video, and Make it, which starts the
 * import job and moves to `/preview_file?job=<id>`.
 */
export function ImportOptionFlow() {
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const url = search.get('url') ?? '';
  const probe = useApiData(url ? `probe:${url}` : null, () => probeImport(url, new AbortController().signal));
  const credits = useApiData('credits', getCredits);
  const engines = useApiData('engines', listEngines);
  const [value, setValue] = useState<ImportValue>(START);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // One key per link and settings: a retried or doubled submission is the same job, charged once.
  const idempotency = useRef<{for: string; key: string} | null>(null);
  const backToLink = () => void navigate(localePath('v3-generate_fr_yt', locale));

  if (!url) {
    return (
      <div role="status" className="import-flow__problem">
        <p>
          <FormattedMessage {...importMessages.noLink} />
        </p>
        <Button onClick={backToLink}>
          <FormattedMessage {...importMessages.startFromLink} />
        </Button>
      </div>
    );
  }
  if (probe.status === 'loading') {
    return (
      <p role="status" data-page-loading="">
        <Icon icon={spinnerIcon} data-spin="" />
        <FormattedMessage {...importMessages.checking} />
      </p>
    );
  }
  if (probe.status === 'error') {
    return (
      <div role="alert" className="import-flow__problem">
        <p>{intl.formatMessage(apiErrorMessage(probe.code))}</p>
        <Button variant="secondary" onClick={probe.reload}>
          <FormattedMessage {...minusoneMessages.tryAgain} />
        </Button>
        <Button variant="ghost" onClick={backToLink}>
          <FormattedMessage {...importMessages.otherLink} />
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
    const subject = JSON.stringify(params);
    if (idempotency.current?.for !== subject) idempotency.current = {for: subject, key: crypto.randomUUID()};
    setSubmitting(true);
    setSubmitError(null);
    try {
      const job = await submitImport(params, idempotency.current.key);
      void navigate(
        `${localePath('v3-generate_fr_yt-preview_file', locale)}?${new URLSearchParams({job: job.id})}`,
      );
    } catch (error) {
      console.warn('Submitting the import failed', error);
      setSubmitError(error instanceof ApiRequestError ? error.code : 'NETWORK');
      setSubmitting(false);
    }
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
                  {...importMessages.creditsLeft}
                  values={{left: formatMinutes(intl, balance.availableSeconds)}}
                />
              ) : (
                <FormattedMessage
                  {...importMessages.cost}
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
              <FormattedMessage {...apiErrorMessage(submitError)} />
            </p>
          )}
          <div className="import-flow__actions">
            <Button variant="ghost" onClick={backToLink} disabled={submitting}>
              <FormattedMessage {...importMessages.otherLink} />
            </Button>
            <Button onClick={() => void handleMake()} loading={submitting} disabled={!params}>
              <FormattedMessage {...importMessages.make} />
            </Button>
          </div>
        </>
      ) : (
        <div className="import-flow__actions">
          <Button variant="secondary" onClick={backToLink}>
            <FormattedMessage {...importMessages.otherLink} />
          </Button>
        </div>
      )}
    </div>
  );
}
