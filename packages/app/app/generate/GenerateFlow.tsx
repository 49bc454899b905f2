import {useJob} from '@nada/generation-wizard';
import {Button, Icon, spinnerIcon} from '@nada/ui';
import {useCallback, useMemo} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {useNavigate, useSearchParams} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {generateStageValues} from '../api/schemaValues';
import {usePageLocale} from '../auth/authPages';
import {jobTransport} from '../minusone/jobApi';
import {JobProgressOf} from '../minusone/JobProgressOf';
import {localePath} from '../routing/paths';
import {GenerateForm} from './GenerateForm';
import {GenerateResult} from './GenerateResult';
import {generateMessages, generateStageMessages} from './generateMessages';

/**
 * `/v3/generate_ai`: the prompt form, then (`?job=<id>`, so a reload shows the same step) the
 * `generate` job followed stage by stage, then the track in the player with its stems and MIDI.
 */
export function GenerateFlow() {
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const jobId = search.get('job');
  const followed = useJob(jobId, jobTransport);
  // This page shows generations; a job of another kind named in its address is not found here.
  const job = followed.job?.kind === 'generate' ? followed.job : null;
  const jobError = followed.job && !job ? 'JOB_NOT_FOUND' : followed.error;
  const stages = useMemo(
    () => generateStageValues.map((id) => ({id, label: intl.formatMessage(generateStageMessages[id])})),
    [intl],
  );
  const follow = useCallback(
    (id: string) =>
      void navigate(`${localePath('v3-generate_ai', locale)}?${new URLSearchParams({job: id})}`),
    [navigate, locale],
  );
  const another = useCallback(() => void navigate(localePath('v3-generate_ai', locale)), [navigate, locale]);

  if (!jobId) return <GenerateForm onStarted={(started) => follow(started.id)} />;
  if (jobError) {
    return (
      <div role="alert" className="generate-flow__problem">
        <p>
          <FormattedMessage {...apiErrorMessage(jobError)} />
        </p>
        <Button variant="secondary" onClick={another}>
          <FormattedMessage {...generateMessages.another} />
        </Button>
      </div>
    );
  }
  if (!job) {
    return (
      <p role="status" data-page-loading="">
        <Icon icon={spinnerIcon} data-spin="" />
        <FormattedMessage {...generateMessages.loadingJob} />
      </p>
    );
  }
  if (job.status === 'succeeded') return <GenerateResult job={job} onStarted={follow} onAnother={another} />;
  return (
    <section className="generate-flow" aria-labelledby="generate-progress-title">
      <h2 id="generate-progress-title" className="generate-flow__heading">
        <FormattedMessage {...generateMessages.progressHeading} />
      </h2>
      <JobProgressOf
        job={job}
        stages={stages}
        canceled={<FormattedMessage {...generateMessages.canceled} />}
        onRetry={another}
      />
    </section>
  );
}
