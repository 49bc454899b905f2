import {FollowedJobView, useFollowedJob} from '@nada/jobs';
import {useCallback, useMemo} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {useNavigate, useSearchParams} from 'react-router';
import {apiErrorText} from '../api/apiErrorText';
import {cancelJob, jobsClient} from '../api/jobApi';
import {generateStageValues} from '../api/schemaValues';
import {usePageLocale} from '../auth/authPages';
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
  const {job, jobError} = useFollowedJob(jobsClient, jobId, 'generate');
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
  if (job?.status === 'succeeded') return <GenerateResult job={job} onStarted={follow} onAnother={another} />;
  return (
    <FollowedJobView
      job={job}
      jobError={jobError}
      block="generate-flow"
      headingId="generate-progress-title"
      stages={stages}
      texts={{
        another: <FormattedMessage {...generateMessages.another} />,
        loading: <FormattedMessage {...generateMessages.loadingJob} />,
        heading: <FormattedMessage {...generateMessages.progressHeading} />,
        canceled: <FormattedMessage {...generateMessages.canceled} />,
      }}
      errorText={apiErrorText}
      onCancel={cancelJob}
      onAnother={another}
      onRetry={another}
    />
  );
}
