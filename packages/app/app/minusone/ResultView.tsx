import {ResultPreview} from '@nada/generation-wizard';
import {Player, usePlayer} from '@nada/player';
import {Button, formatClock, Icon, IconButton, Link as UiLink} from '@nada/ui';
import {useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link} from 'react-router';
import {usePageLocale} from '../auth/authPages';
import {AddToPlaylist} from '../playlist/AddToPlaylist';
import {playlistItemTitle} from '../playlist/itemTitle';
import {playlistValueMessages} from '../playlist/playlistMessages';
import {localePath} from '../routing/paths';
import {formatMinutes} from './format';
import {archiveUrl, fileUrl, type CreditBalance} from './jobApi';
import {errorMessageFor, minusoneMessages, minusoneValueMessages, stemMessages} from './minusoneMessages';
import {downloadFrom, loadResultMedia} from './resultMedia';
import {resultTrack, songNameOf, stemTrack} from './resultTrack';
import {paramsToSearch} from './searchParams';
import {minusOneStem, type SeparationJob} from './separation';
import {useApiData} from './useApiData';

/** Props of {@link ResultView}. */
export interface ResultViewProps {
  /** A succeeded `separate` job. */
  job: SeparationJob;
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
  const result = job.result?.data;
  const media = useApiData(result ? `media:${job.id}` : null, () => {
    if (!result) throw new Error('A succeeded job without a result');
    return loadResultMedia(result);
  });
  const [downloadError, setDownloadError] = useState(false);
  const title = songNameOf(job) ?? intl.formatMessage(minusoneMessages.resultHeading);

  if (!result) {
    return (
      <p role="alert">
        <FormattedMessage {...errorMessageFor('JOB_FAILED')} />
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
  const minusOne = minusOneStem(result);
  const playing = track !== null && player.current?.id === track.id;

  return (
    <ResultPreview
      title={title}
      meta={
        <FormattedMessage
          {...minusoneValueMessages.resultSummary}
          values={{
            duration: formatClock(result.durationSeconds, {rounding: 'nearest'}),
            bpm: intl.formatNumber(Math.round(result.input.bpm)),
            key: result.input.key || '–',
          }}
        />
      }
      actions={
        <>
          <Button
            variant="secondary"
            iconStart="download"
            onClick={() => void download(() => archiveUrl(job.id))}
          >
            <FormattedMessage {...minusoneMessages.downloadAll} />
          </Button>
          {minusOne && (
            <AddToPlaylist
              fileId={minusOne.fileId}
              title={playlistItemTitle(title, intl.formatMessage(stemMessages.instrumental))}
            />
          )}
          <Button asChild variant="ghost">
            <Link to={localePath('v3-minusone-history', locale)}>
              <FormattedMessage {...minusoneMessages.openHistory} />
            </Link>
          </Button>
          <Button variant="ghost" onClick={onProcessAnother}>
            <FormattedMessage {...minusoneMessages.processAnother} />
          </Button>
        </>
      }
    >
      {media.status === 'loading' && (
        <p role="status" data-page-loading="">
          <Icon name="spinner" data-spin="" />
          <FormattedMessage {...minusoneMessages.loadingResult} />
        </p>
      )}
      {media.status === 'error' && (
        <p role="alert">
          <FormattedMessage {...errorMessageFor(media.code)} />{' '}
          <Button size="sm" variant="secondary" onClick={media.reload}>
            <FormattedMessage {...minusoneMessages.tryAgain} />
          </Button>
        </p>
      )}
      {track && (
        <>
          {playing ? (
            <Player headingLevel={3} />
          ) : (
            <Button iconStart="play" onClick={() => player.play([track])}>
              <FormattedMessage {...minusoneMessages.listen} />
            </Button>
          )}
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
                        icon="play"
                        label={intl.formatMessage(minusoneValueMessages.playStem, {stem: name})}
                        onClick={() => player.play([stemTrack(job, stem, title, name)])}
                      />
                      <IconButton
                        icon="download"
                        label={intl.formatMessage(minusoneValueMessages.downloadStem, {stem: name})}
                        onClick={() => void download(() => fileUrl(stem.fileId, 'attachment'))}
                      />
                      <AddToPlaylist
                        fileId={stem.fileId}
                        title={playlistItemTitle(title, name)}
                        iconLabel={intl.formatMessage(playlistValueMessages.addStemToPlaylist, {stem: name})}
                      />
                    </li>
                  );
                })}
            </ul>
          </section>
        </>
      )}
      {downloadError && (
        <p role="alert">
          <FormattedMessage {...minusoneMessages.downloadFailed} />
        </p>
      )}
      {credits && (
        <p className="minusone-result__credits">
          <FormattedMessage
            {...minusoneValueMessages.creditsAfter}
            values={{
              used: formatMinutes(intl, Math.ceil(result.input.durationSeconds)),
              left: formatMinutes(intl, credits.availableSeconds),
            }}
          />
        </p>
      )}
      {job.inputFiles[0] && (
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
      )}
    </ResultPreview>
  );
}
