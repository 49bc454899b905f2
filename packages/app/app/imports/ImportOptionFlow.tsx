import {
  ImportOptions,
  SourceCard,
  parseImportRange,
  type ImportValue,
  type LinkProbe,
} from '@nada/generation-wizard';
import {Button, Icon, spinnerIcon} from '@nada/ui';
import {useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {useNavigate, useSearchParams} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {usePageLocale} from '../auth/authPages';
import {localePath} from '../routing/paths';
import {probeImport, submitImport, type ImportParams} from './importApi';
import {importMessages} from './importMessages';
import {formatMinutes, resultMessages, useSubmitJob} from '@nada/jobs';
import {getCredits, listEngines} from '../api/jobApi';
import {DEFAULT_SEPARATION_PARAMS, type Job} from '../jobs/jobTypes';
import {useApiData} from '../api/useApiData';

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
  const submission = useSubmitJob<Job>();
  const {submitting, error: submitError} = submission;
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
          <FormattedMessage {...resultMessages.tryAgain} />
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
    // One key per link and settings: a retried or doubled submission is the same job, charged once.
    const job = await submission.submit(params, (key) => submitImport(params, key));
    if (job) {
      void navigate(
        `${localePath('v3-generate_fr_yt-preview_file', locale)}?${new URLSearchParams({job: job.id})}`,
      );
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
