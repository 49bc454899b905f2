import {formatMusicalKey, ResultPreview, stemMessages} from '@nada/generation-wizard';
import {usePlayer} from '@nada/player';
import {AddToPlaylist, playlistFeatureMessages, playlistItemTitle, useAddToPlaylist} from '@nada/playlist';
import {
  ActionBar,
  Button,
  formatClock,
  Icon,
  IconButton,
  Link as UiLink,
  type ActionBarAction,
  downloadIcon,
  historyIcon,
  playIcon,
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
import {paramsToSearch} from '../jobs/searchParams';
import {RenameSongDialog} from './RenameSongDialog';
import {ResultMixer} from './ResultMixer';
import {resultFacts} from './resultFacts';
import {downloadFrom, formatMinutes, historyMessages, ListenOrPlayer, resultMessages} from '@nada/jobs';
import {archiveUrl, type CreditBalance, fileUrl} from '../api/jobApi';
import {minusoneMessages} from './minusoneMessages';
import {loadResultMedia} from '../jobs/resultMedia';
import {resultTrack, songNameOf, stemTrack} from '../jobs/resultTrack';
import {minusOneStem, separationOf, type SeparationResult, type StemsJob} from '../jobs/jobTypes';
import {useApiData} from '../api/useApiData';

/** Props of {@link ResultView}. */
export interface ResultViewProps {
  /** A succeeded `separate` job, or an `import` job that separated a video link's audio. */
  job: StemsJob;
  /** The credits after the job, when known. */
  credits: CreditBalance | null;
  /** Starts over with another song. */
  onProcessAnother: () => void;
}

/** A finished job: the player with its A/B switch, each stem to play and download, and what next. */
export function ResultView({job, credits, onProcessAnother}: ResultViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const player = usePlayer();
  const result = separationOf(job);
  const media = useApiData(result ? `media:${job.id}` : null, () => {
    if (!result) throw new Error('A succeeded job without a result');
    return loadResultMedia(result);
  });
  const [downloadError, setDownloadError] = useState(false);
  // The name saved by a rename, until the job is read again with it.
  const [renamed, setRenamed] = useState<string | null>(null);
  const songName = renamed ?? songNameOf(job);
  const title = songName ?? intl.formatMessage(resultMessages.resultHeading);
  const input = job.inputFiles[0];
  const minusOne = result ? minusOneStem(result) : undefined;
  const addMinusOne = useAddToPlaylist({
    fileId: minusOne?.fileId ?? '',
    title: playlistItemTitle(title, intl.formatMessage(stemMessages.instrumental)),
  });

  if (!result) {
    return (
      <p role="alert">
        <FormattedMessage {...apiErrorMessage('JOB_FAILED')} />
      </p>
    );
  }

  const download = async (url: () => Promise<string>) => {
    setDownloadError(false);
    try {
      downloadFrom(await url());
    } catch (error) {
      console.warn('No download URL', error);
      setDownloadError(true);
    }
  };

  const track = media.status === 'ready' ? resultTrack(intl, job, result, media.data, title) : null;

  return (
    <ResultPreview
      title={title}
      meta={
        <>
          <ResultSummary result={result} />
          {input && songName !== null && (
            <RenameSongDialog fileId={input.id} name={songName} onRenamed={setRenamed} />
          )}
        </>
      }
      actions={
        <>
          <ActionBar
            aria-label={intl.formatMessage(historyMessages.actionsFor, {name: title})}
            size="sm"
            actions={[
              {
                id: 'download-all',
                label: intl.formatMessage(minusoneMessages.downloadAll),
                icon: downloadIcon,
                priority: 'primary',
                onSelect: () => void download(() => archiveUrl(job.id)),
              },
              ...(minusOne
                ? [
                    {
                      id: 'playlist',
                      label: intl.formatMessage(playlistFeatureMessages.addToPlaylist),
                      icon: playlistIcon,
                      haspopup: 'dialog',
                      onSelect: addMinusOne.open,
                    } satisfies ActionBarAction,
                  ]
                : []),
              {
                id: 'history',
                label: intl.formatMessage(resultMessages.openHistory),
                icon: historyIcon,
                // An import is listed in the history of every kind, not the minus one's.
                link: (
                  <Link to={localePath(job.kind === 'import' ? 'history' : 'v3-minusone-history', locale)} />
                ),
              },
              {
                id: 'another',
                label: intl.formatMessage(resultMessages.processAnother),
                icon: uploadIcon,
                onSelect: onProcessAnother,
              },
            ]}
          />
          {minusOne && addMinusOne.element}
        </>
      }
    >
      {media.status === 'loading' && (
        <p role="status" data-page-loading="">
          <Icon icon={spinnerIcon} data-spin="" />
          <FormattedMessage {...resultMessages.loadingResult} />
        </p>
      )}
      {media.status === 'error' && (
        <p role="alert">
          <FormattedMessage {...apiErrorMessage(media.code)} />{' '}
          <Button size="sm" variant="secondary" onClick={media.reload}>
            <FormattedMessage {...resultMessages.tryAgain} />
          </Button>
        </p>
      )}
      {track && (
        <>
          <ListenOrPlayer track={track} label={<FormattedMessage {...resultMessages.listen} />} />
          <section className="minusone-result__stems" aria-labelledby={`stems-${job.id}`}>
            <h3 id={`stems-${job.id}`}>
              <FormattedMessage {...minusoneMessages.stems} />
            </h3>
            <ul>
              {media.status === 'ready' &&
                media.data.stems.map((stem) => {
                  const name = intl.formatMessage(stemMessages[stem.name]);
                  return (
                    <li key={stem.name} data-stem={stem.name}>
                      <span>{name}</span>
                      <IconButton
                        icon={playIcon}
                        label={intl.formatMessage(minusoneMessages.playStem, {stem: name})}
                        onClick={() => player.play([stemTrack(job, stem, title, name)])}
                      />
                      <IconButton
                        icon={downloadIcon}
                        label={intl.formatMessage(minusoneMessages.downloadStem, {stem: name})}
                        onClick={() => void download(() => fileUrl(stem.fileId, 'attachment'))}
                      />
                      <AddToPlaylist
                        fileId={stem.fileId}
                        title={playlistItemTitle(title, name)}
                        iconLabel={intl.formatMessage(playlistFeatureMessages.addStemToPlaylist, {
                          stem: name,
                        })}
                      />
                    </li>
                  );
                })}
            </ul>
            {/* The stems' own place, beside them: the result's action bar keeps to one row. */}
            <UiLink asChild>
              <Link to={`${localePath('v3-playground', locale)}?job=${encodeURIComponent(job.id)}`}>
                <FormattedMessage {...resultMessages.openPlayground} />
              </Link>
            </UiLink>
          </section>
          {media.status === 'ready' && <ResultMixer stems={media.data.stems} />}
        </>
      )}
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
              used: formatMinutes(intl, Math.ceil(result.input.durationSeconds)),
              left: formatMinutes(intl, credits.availableSeconds),
            }}
          />
        </p>
      )}
      {job.kind === 'import' ? (
        <UiLink asChild>
          <Link
            to={`${localePath('v3-generate_fr_yt-option', locale)}?${new URLSearchParams({url: job.params.url})}`}
          >
            <FormattedMessage {...minusoneMessages.rerun} />
          </Link>
        </UiLink>
      ) : (
        job.inputFiles[0] && (
          <UiLink asChild>
            <Link
              to={`${localePath('v3-minusone-custom', locale)}?${new URLSearchParams({
                file: job.inputFiles[0].id,
                ...paramsToSearch(job.params),
              }).toString()}`}
            >
              <FormattedMessage {...minusoneMessages.rerun} />
            </Link>
          </UiLink>
        )
      )}
    </ResultPreview>
  );
}

/** The result's length, tempo and key; after a key or tempo change, the original's beside them. */
function ResultSummary({result}: {result: SeparationResult}) {
  const intl = useIntl();
  const facts = resultFacts(result);
  const values = {
    duration: formatClock(result.durationSeconds, {rounding: 'nearest'}),
    bpm: intl.formatNumber(Math.round(facts.bpm)),
    key: formatMusicalKey(intl, facts.key) || '–',
  };
  return facts.changed ? (
    <FormattedMessage
      {...minusoneMessages.resultSummaryChanged}
      values={{
        ...values,
        originalBpm: intl.formatNumber(Math.round(facts.originalBpm)),
        originalKey: formatMusicalKey(intl, facts.originalKey) || '–',
      }}
    />
  ) : (
    <FormattedMessage {...minusoneMessages.resultSummary} values={values} />
  );
}
