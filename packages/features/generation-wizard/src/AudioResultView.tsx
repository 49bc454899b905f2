import {
  downloadFrom,
  formatMinutes,
  historyMessages,
  ListenOrPlayer,
  resultMessages,
  ResultReadStatus,
  type Disposition,
  type ErrorTextOf,
} from '@nada/jobs';
import {playlistFeatureMessages} from '@nada/playlist';
import {
  ActionBar,
  formatClock,
  Link as UiLink,
  downloadIcon,
  historyIcon,
  playlistIcon,
  uploadIcon,
  useAsyncData,
} from '@nada/ui';
import {useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {importFlowMessages} from './messages';
import {ResultPreview} from './ResultPreview';
import {formatSemitones, formatTempo} from './SeparationOptions';
import type {CreditsLike, ImportJobLike, RenderLink, ResultPlaylist} from './types';
import './minusOne.css';

/** How a one-file result reaches the API: signed URLs of its file (the app's calls; fakes in stories). */
export interface AudioResultClient {
  /** A signed URL of a file and when it stops working, to play (`inline`) or save under its name (`attachment`). */
  signedFileUrl(fileId: string, disposition: Disposition): Promise<{url: string; expiresAt: string}>;
}

/** Props of {@link AudioResultView}. */
export interface AudioResultViewProps {
  /** A succeeded `import` job that made one audio file (`then` 'audio' or 'keytempo'). */
  job: ImportJobLike;
  /** The song's name (the video's title, or its site's until it has one); null when unknown. */
  songName: string | null;
  /** The credits after the job, when known. */
  credits: CreditsLike | null;
  /** Starts over with another video. */
  onAnother: () => void;
  client: AudioResultClient;
  /** Adds the audio to a playlist. */
  playlist: Pick<ResultPlaylist, 'useAdd'>;
  /** Where its links go: the history, and the options of the same video link. */
  links: {history: string; again: string};
  renderLink: RenderLink;
  /** The text of an API error code (the app's one map). */
  errorText: ErrorTextOf;
}

/**
 * A video link made into one audio file (just the audio, or the song in another key or tempo): the
 * player, the download, the playlist and what next, laid out as the minus-one result is.
 */
export function AudioResultView({
  job,
  songName,
  credits,
  onAnother,
  client,
  playlist,
  links,
  renderLink,
  errorText,
}: AudioResultViewProps) {
  const intl = useIntl();
  const audio = job.result?.data.audio ?? null;
  const title = songName || intl.formatMessage(resultMessages.resultHeading);
  const signed = useAsyncData(audio ? `audio:${audio.fileId}` : null, () =>
    client.signedFileUrl(audio?.fileId ?? '', 'inline'),
  );
  const [downloadError, setDownloadError] = useState(false);
  const addToPlaylist = playlist.useAdd({
    fileId: audio?.fileId ?? '',
    song: title,
    part: intl.formatMessage(importFlowMessages.song),
  });

  if (!audio) return <p role="alert">{errorText('JOB_FAILED')}</p>;

  const download = async () => {
    setDownloadError(false);
    try {
      downloadFrom((await client.signedFileUrl(audio.fileId, 'attachment')).url);
    } catch (error) {
      console.warn('No download URL', error);
      setDownloadError(true);
    }
  };
  const track =
    signed.status === 'ready'
      ? {
          id: job.id,
          title,
          src: signed.data.url,
          durationSeconds: audio.durationSeconds,
          expiresAt: signed.data.expiresAt,
        }
      : null;
  const duration = formatClock(audio.durationSeconds, {rounding: 'nearest'});

  return (
    <ResultPreview
      title={title}
      meta={
        job.params.then === 'keytempo' ? (
          <FormattedMessage
            {...importFlowMessages.keyTempoSummary}
            values={{
              duration,
              key: formatSemitones(intl, job.params.semitones),
              tempo: formatTempo(intl, job.params.tempo),
            }}
          />
        ) : (
          duration
        )
      }
      actions={
        <>
          <ActionBar
            aria-label={intl.formatMessage(historyMessages.actionsFor, {name: title})}
            size="sm"
            actions={[
              {
                id: 'download',
                label: intl.formatMessage(importFlowMessages.download),
                icon: downloadIcon,
                priority: 'primary',
                onSelect: () => void download(),
              },
              {
                id: 'playlist',
                label: intl.formatMessage(playlistFeatureMessages.addToPlaylist),
                icon: playlistIcon,
                haspopup: 'dialog',
                onSelect: addToPlaylist.open,
              },
              {
                id: 'history',
                label: intl.formatMessage(resultMessages.openHistory),
                icon: historyIcon,
                link: renderLink(links.history),
              },
              {
                id: 'another',
                label: intl.formatMessage(importFlowMessages.another),
                icon: uploadIcon,
                onSelect: onAnother,
              },
            ]}
          />
          {addToPlaylist.element}
        </>
      }
    >
      <ResultReadStatus read={signed} errorText={errorText} />
      {track && <ListenOrPlayer track={track} label={<FormattedMessage {...resultMessages.listen} />} />}
      {downloadError && (
        <p role="alert">
          <FormattedMessage {...resultMessages.downloadFailed} />
        </p>
      )}
      {credits && (
        <p className="minusone-result__credits">
          <FormattedMessage
            {...resultMessages.creditsAfter}
            values={{
              used: formatMinutes(intl, Math.ceil(job.result?.data.durationSeconds ?? 0)),
              left: formatMinutes(intl, credits.availableSeconds),
            }}
          />
        </p>
      )}
      <UiLink asChild>{renderLink(links.again, <FormattedMessage {...importFlowMessages.again} />)}</UiLink>
    </ResultPreview>
  );
}
