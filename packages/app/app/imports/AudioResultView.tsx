import {ResultPreview, formatSemitones, formatTempo} from '@nada/generation-wizard';
import {playlistFeatureMessages, playlistItemTitle, useAddToPlaylist} from '@nada/playlist';
import {
  ActionBar,
  Button,
  formatClock,
  Icon,
  Link as UiLink,
  downloadIcon,
  historyIcon,
  playlistIcon,
  spinnerIcon,
  uploadIcon,
} from '@nada/ui';
import {useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {usePageLocale} from '../auth/authPages';
import {localePath} from '../routing/paths';
import {importMessages} from './importMessages';
import {downloadFrom, formatMinutes, historyMessages, ListenOrPlayer, resultMessages} from '@nada/jobs';
import {type CreditBalance, fileUrl, signedFileUrl} from '../api/jobApi';
import {songNameOf} from '../jobs/resultTrack';
import type {ImportJob} from '../jobs/jobTypes';
import {useApiData} from '../api/useApiData';

/** Props of {@link AudioResultView}. */
export interface AudioResultViewProps {
  /** A succeeded `import` job that made one audio file (`then` 'audio' or 'keytempo'). */
  job: ImportJob;
  /** The credits after the job, when known. */
  credits: CreditBalance | null;
  /** Starts over with another video. */
  onAnother: () => void;
}

/**
 * A video link made into one audio file (just the audio, or the song in another key or tempo): the
 * player, the download, the playlist and what next, laid out as the minus-one result is.
 */
export function AudioResultView({job, credits, onAnother}: AudioResultViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const audio = job.result?.data.audio ?? null;
  const title = songNameOf(job) || intl.formatMessage(resultMessages.resultHeading);
  const signed = useApiData(audio ? `audio:${audio.fileId}` : null, () =>
    signedFileUrl(audio?.fileId ?? '', 'inline'),
  );
  const [downloadError, setDownloadError] = useState(false);
  const addToPlaylist = useAddToPlaylist({
    fileId: audio?.fileId ?? '',
    title: playlistItemTitle(title, intl.formatMessage(importMessages.song)),
  });

  if (!audio) {
    return (
      <p role="alert">
        <FormattedMessage {...apiErrorMessage('JOB_FAILED')} />
      </p>
    );
  }

  const download = async () => {
    setDownloadError(false);
    try {
      downloadFrom(await fileUrl(audio.fileId, 'attachment'));
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
            {...importMessages.keyTempoSummary}
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
                label: intl.formatMessage(importMessages.download),
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
                link: <Link to={localePath('history', locale)} />,
              },
              {
                id: 'another',
                label: intl.formatMessage(importMessages.another),
                icon: uploadIcon,
                onSelect: onAnother,
              },
            ]}
          />
          {addToPlaylist.element}
        </>
      }
    >
      {signed.status === 'loading' && (
        <p role="status" data-page-loading="">
          <Icon icon={spinnerIcon} data-spin="" />
          <FormattedMessage {...resultMessages.loadingResult} />
        </p>
      )}
      {signed.status === 'error' && (
        <p role="alert">
          <FormattedMessage {...apiErrorMessage(signed.code)} />{' '}
          <Button size="sm" variant="secondary" onClick={signed.reload}>
            <FormattedMessage {...resultMessages.tryAgain} />
          </Button>
        </p>
      )}
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
      <UiLink asChild>
        <Link
          to={`${localePath('v3-generate_fr_yt-option', locale)}?${new URLSearchParams({url: job.params.url})}`}
        >
          <FormattedMessage {...importMessages.again} />
        </Link>
      </UiLink>
    </ResultPreview>
  );
}
