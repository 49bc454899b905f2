import {ResultPreview, formatMusicalKey} from '@nada/generation-wizard';
import {
  downloadFrom,
  historyMessages,
  ListenOrPlayer,
  loadMediaFile,
  ResultReadStatus,
  useSubmitJob,
} from '@nada/jobs';
import {playlistFeatureMessages, playlistItemTitle} from '@nada/playlist';
import {
  ActionBar,
  IconButton,
  downloadIcon,
  musicIcon,
  playlistIcon,
  plusIcon,
  slidersIcon,
  sparkleIcon,
  useAsyncData,
} from '@nada/ui';
import {useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import type {ErrorTextOf} from './errorText';
import {formatLength} from './format';
import {instrumentMessages, labelOf} from './labels';
import {flowMessages as generateMessages} from './messages';
import type {LinkElement, GenerateClient, GenerateJob, UseAddToPlaylist} from './types';
import {UnderstoodPromptSummary} from './UnderstoodPromptSummary';
import './generateAi.css';

/** Props of {@link GenerateResult}. */
export interface GenerateResultProps {
  /** A succeeded `generate` job. */
  job: GenerateJob;
  /** The API's calls. */
  client: Pick<GenerateClient, 'jobs' | 'submitGeneration'>;
  /** The text of an API error code in the user's language (the app's one map of codes). */
  errorText: ErrorTextOf;
  /** A new job was started (another version); the page follows it. */
  onStarted: (jobId: string) => void;
  /** Starts over with a new prompt. */
  onAnother: () => void;
  /** The link to the playground with the job's stems (a router link without children). */
  playgroundLink: LinkElement;
  /** The link to the list of tracks (a router link without children). */
  listLink: LinkElement;
  /** The app's "add to playlist" for the track. */
  useAddToPlaylist: UseAddToPlaylist;
}

/**
 * A generated track: the player with its waveform, what the prompt was understood as, the stems to
 * download or open in the playground, the MIDI, another version with another seed, add to playlist.
 */
export function GenerateResult({
  job,
  client,
  errorText,
  onStarted,
  onAnother,
  playgroundLink,
  listLink,
  useAddToPlaylist,
}: GenerateResultProps) {
  const intl = useIntl();
  const data = job.result?.data;
  const title = data?.title ?? intl.formatMessage(generateMessages.song);
  const media = useAsyncData(data ? `generated:${job.id}` : null, () =>
    loadMediaFile(client.jobs, data?.mix.fileId ?? '', data?.mix.peaksFileId ?? ''),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const regeneration = useSubmitJob<GenerateJob>();
  // The item is named "Title – Song", as a part of a song.
  const addToPlaylist = useAddToPlaylist({
    fileId: data?.mix.fileId ?? '',
    title: playlistItemTitle(title, intl.formatMessage(generateMessages.song)),
  });

  if (!data) {
    return <p role="alert">{errorText('JOB_FAILED')}</p>;
  }

  const download = async (fileId: string) => {
    setProblem(null);
    try {
      downloadFrom((await client.jobs.signedFileUrl(fileId, 'attachment')).url);
    } catch (error) {
      console.warn('No download URL', error);
      setProblem(intl.formatMessage(generateMessages.downloadFailed));
    }
  };
  const regenerate = async () => {
    setProblem(null);
    const params = {...job.params, seed: (data.seed + 1 + Math.floor(Math.random() * 1000)) % 2 ** 31};
    const next = await regeneration.submit(params, (key) => client.submitGeneration(params, key));
    if (next) onStarted(next.id);
  };

  const track =
    media.status === 'ready'
      ? {
          id: job.id,
          title,
          src: media.data.src,
          durationSeconds: data.durationSeconds,
          expiresAt: media.data.expiresAt,
          peaks: media.data.peaks,
        }
      : null;

  return (
    <ResultPreview
      title={title}
      meta={
        <FormattedMessage
          {...generateMessages.resultMeta}
          values={{
            duration: formatLength(data.durationSeconds),
            bpm: intl.formatNumber(Math.round(data.bpm)),
            key: formatMusicalKey(intl, data.key),
          }}
        />
      }
      actions={
        <>
          {/* One group, one row at every width: the mix on the bar, the rest in "More", another
              version first (with two on the bar, English labels were cut short on a phone). */}
          <ActionBar
            aria-label={intl.formatMessage(historyMessages.actionsFor, {name: title})}
            size="sm"
            collapse="lg"
            actions={[
              {
                id: 'download',
                label: intl.formatMessage(generateMessages.download),
                icon: downloadIcon,
                priority: 'primary',
                onSelect: () => void download(data.mix.fileId),
              },
              {
                id: 'regenerate',
                label: intl.formatMessage(generateMessages.regenerate),
                icon: sparkleIcon,
                disabled: regeneration.submitting,
                onSelect: () => void regenerate(),
              },
              {
                id: 'midi',
                label: intl.formatMessage(generateMessages.downloadMidi),
                icon: downloadIcon,
                onSelect: () => void download(data.midiFileId),
              },
              {
                id: 'playlist',
                label: intl.formatMessage(playlistFeatureMessages.addToPlaylist),
                icon: playlistIcon,
                haspopup: 'dialog',
                onSelect: addToPlaylist.open,
              },
              {
                id: 'playground',
                label: intl.formatMessage(generateMessages.openPlayground),
                icon: slidersIcon,
                link: playgroundLink,
              },
              {
                id: 'another',
                label: intl.formatMessage(generateMessages.another),
                icon: plusIcon,
                onSelect: onAnother,
              },
              {
                id: 'list',
                label: intl.formatMessage(generateMessages.myTracks),
                icon: musicIcon,
                link: listLink,
              },
            ]}
          />
          {addToPlaylist.element}
        </>
      }
    >
      <div className="generate-result">
        <ResultReadStatus read={media} errorText={errorText} />
        {track && <ListenOrPlayer track={track} label={<FormattedMessage {...generateMessages.listen} />} />}
        {problem && <p role="alert">{problem}</p>}
        {regeneration.error && <p role="alert">{errorText(regeneration.error)}</p>}
        <UnderstoodPromptSummary understood={data.understood} titleAs="h3" />
        <section className="generate-result__stems" aria-labelledby="generate-stems-title">
          <h3 id="generate-stems-title">
            <FormattedMessage {...generateMessages.stemsHeading} />
          </h3>
          <ul>
            {data.stems.map((stem) => {
              const name = labelOf(intl, instrumentMessages, stem.name);
              return (
                <li key={stem.fileId}>
                  <span>{name}</span>
                  {/* The row names the stem; the button says it again only to a screen reader. */}
                  <IconButton
                    icon={downloadIcon}
                    label={intl.formatMessage(generateMessages.downloadStem, {name})}
                    onClick={() => void download(stem.fileId)}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </ResultPreview>
  );
}
