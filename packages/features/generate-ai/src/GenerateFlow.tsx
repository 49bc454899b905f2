import {FollowedJobView, useFollowedJob} from '@nada/jobs';
import {useMemo} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import type {ErrorTextOf} from './errorText';
import {GenerateForm} from './GenerateForm';
import {GenerateResult} from './GenerateResult';
import {flowMessages, generateStageMessages} from './messages';
import type {LinkElement, GenerateClient, GenerateStage, GenerationChoices, UseAddToPlaylist} from './types';

/** Props of {@link GenerateFlow}. */
export interface GenerateFlowProps extends GenerationChoices {
  /** The API's calls. */
  client: GenerateClient;
  /** The job shown (the page's `?job=`, so a reload shows the same step); null shows the form. */
  jobId: string | null;
  /** The ids of a `generate` job's stages, in order (the app's `generateStageValues`). */
  stages: readonly GenerateStage[];
  /** The page's language. */
  locale: 'id' | 'en';
  /** The text of an API error code in the user's language (the app's one map of codes). */
  errorText: ErrorTextOf;
  /** A job was started (the form, another version): the page follows it. */
  onFollow: (jobId: string) => void;
  /** Back to an empty form. */
  onAnother: () => void;
  /** The link to the playground with the job's stems (a router link without children). */
  playgroundLink: (jobId: string) => LinkElement;
  /** The link to the list of tracks (a router link without children). */
  listLink: LinkElement;
  /** The app's "add to playlist" for the finished track. */
  useAddToPlaylist: UseAddToPlaylist;
}

/**
 * AI generation from start to end: the prompt form, then the `generate` job followed stage by
 * stage, then the track in the player with its stems and MIDI.
 */
export function GenerateFlow({
  client,
  jobId,
  stages: stageIds,
  locale,
  errorText,
  onFollow,
  onAnother,
  playgroundLink,
  listLink,
  useAddToPlaylist,
  ...choices
}: GenerateFlowProps) {
  const intl = useIntl();
  const {job, jobError} = useFollowedJob(client.jobs, jobId, 'generate');
  const stages = useMemo(
    () => stageIds.map((id) => ({id, label: intl.formatMessage(generateStageMessages[id])})),
    [intl, stageIds],
  );

  if (!jobId)
    return (
      <GenerateForm
        {...choices}
        client={client}
        locale={locale}
        errorText={errorText}
        onStarted={(started) => onFollow(started.id)}
      />
    );
  if (job?.status === 'succeeded')
    return (
      <GenerateResult
        job={job}
        client={client}
        errorText={errorText}
        onStarted={onFollow}
        onAnother={onAnother}
        playgroundLink={playgroundLink(job.id)}
        listLink={listLink}
        useAddToPlaylist={useAddToPlaylist}
      />
    );
  return (
    <FollowedJobView
      job={job}
      jobError={jobError}
      block="generate-flow"
      headingId="generate-progress-title"
      stages={stages}
      texts={{
        another: <FormattedMessage {...flowMessages.another} />,
        loading: <FormattedMessage {...flowMessages.loadingJob} />,
        heading: <FormattedMessage {...flowMessages.progressHeading} />,
        canceled: <FormattedMessage {...flowMessages.canceled} />,
      }}
      errorText={errorText}
      onCancel={client.jobs.cancelJob}
      onAnother={onAnother}
      onRetry={onAnother}
    />
  );
}
