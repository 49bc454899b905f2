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
import {usePlayer, type PlayerTrack} from '@nada/player';
import {playlistFeatureMessages} from '@nada/playlist';
import {
  ActionBar,
  formatClock,
  IconButton,
  Link as UiLink,
  type ActionBarAction,
  downloadIcon,
  historyIcon,
  playIcon,
  playlistIcon,
  uploadIcon,
  useAsyncData,
} from '@nada/ui';
import {useState} from 'react';
import {FormattedMessage, useIntl, type IntlShape} from 'react-intl';
import {formatMusicalKey} from './format';
import {minusOneMessages, stemMessages} from './messages';
import {RenameSongDialog} from './RenameSongDialog';
import {ResultMixer} from './ResultMixer';
import {resultFacts} from './resultFacts';
import {ResultPreview} from './ResultPreview';
import type {
  CreditsLike,
  RenderLink,
  ResultMedia,
  ResultPlaylist,
  SeparationResultData,
  StemsJobLike,
} from './types';
import './minusOne.css';
import {minusOneStem} from './resultTrack';

/**
 * How a separation's result reaches the API and the player: the app's calls (through its generated
 * client) and its player tracks; stories and tests pass fakes. A call the API refuses rejects with
 * an error carrying the API's `code`.
 */
export interface SeparationResultClient {
  /** Signed URLs and waveforms of the song and every stem, the minus one first. */
  loadMedia(result: SeparationResultData): Promise<ResultMedia>;
  /** The player's track of the result: the minus one with an A/B switch to the other stems and the original. */
  resultTrack(
    intl: IntlShape,
    job: {id: string},
    result: SeparationResultData,
    media: ResultMedia,
    title: string,
  ): PlayerTrack;
  /** The player's track of one stem. */
  stemTrack(job: {id: string}, stem: ResultMedia['stems'][number], title: string, label: string): PlayerTrack;
  /** A signed URL of a file, to play or save under its name. */
  fileUrl(fileId: string, disposition: Disposition): Promise<string>;
  /** A signed URL of a zip with every file the job made. */
  archiveUrl(jobId: string): Promise<string>;
  /** Renames the song (`PATCH /api/files/:id`), resolving with its name as saved, without the extension. */
  renameSong(fileId: string, name: string): Promise<string>;
}

/** Where a result's links go, inside the app. */
export interface MinusOneResultLinks {
  /** The history that lists the job. */
  history: string;
  /** The playground opened on the job's stems. */
  playground: string;
  /** The same song again with other settings; null when it cannot be run again (its song is gone). */
  rerun: string | null;
}

/** Props of {@link MinusOneResult}. */
export interface MinusOneResultProps {
  /** A succeeded `separate` job, or an `import` job that separated a video link's audio. */
  job: StemsJobLike;
  /** The song's name (its file's, or the video's title); null once its file is gone. */
  songName: string | null;
  /** The credits after the job, when known. */
  credits: CreditsLike | null;
  /** Starts over with another song. */
  onProcessAnother: () => void;
  client: SeparationResultClient;
  /** Adds the minus one or a stem to a playlist. */
  playlist: ResultPlaylist;
  links: MinusOneResultLinks;
  renderLink: RenderLink;
  /** The text of an API error code (the app's one map). */
  errorText: ErrorTextOf;
}

/** The stems a job made: a `separate` job's result, or an `import` job's separation. */
export function separationOf(job: StemsJobLike): SeparationResultData | undefined {
  if (job.kind === 'separate') return job.result?.data;
  return job.result?.data.separation ?? undefined;
}

/** A finished job: the player with its A/B switch, each stem to play and download, and what next. */
export function MinusOneResult({
  job,
  songName: savedName,
  credits,
  onProcessAnother,
  client,
  playlist,
  links,
  renderLink,
  errorText,
}: MinusOneResultProps) {
  const intl = useIntl();
  const player = usePlayer();
  const result = separationOf(job);
  const media = useAsyncData(result ? `media:${job.id}` : null, () => {
    if (!result) throw new Error('A succeeded job without a result');
    return client.loadMedia(result);
  });
  const [downloadError, setDownloadError] = useState(false);
  // The name saved by a rename, until the job is read again with it.
  const [renamed, setRenamed] = useState<string | null>(null);
  const songName = renamed ?? savedName;
  const title = songName ?? intl.formatMessage(resultMessages.resultHeading);
  const input = job.inputFiles[0];
  const minusOne = result && minusOneStem(result);
  const addMinusOne = playlist.useAdd({
    fileId: minusOne?.fileId ?? '',
    song: title,
    part: intl.formatMessage(stemMessages.instrumental),
  });
  const {StemButton} = playlist;

  if (!result) return <p role="alert">{errorText('JOB_FAILED')}</p>;

  const download = async (url: () => Promise<string>) => {
    setDownloadError(false);
    try {
      downloadFrom(await url());
    } catch (error) {
      console.warn('No download URL', error);
      setDownloadError(true);
    }
  };

  const track = media.status === 'ready' ? client.resultTrack(intl, job, result, media.data, title) : null;

  return (
    <ResultPreview
      title={title}
      meta={
        <>
          <ResultSummary result={result} />
          {input && songName !== null && (
            <RenameSongDialog
              fileId={input.id}
              name={songName}
              onRename={client.renameSong}
              onRenamed={setRenamed}
            />
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
                label: intl.formatMessage(minusOneMessages.downloadAll),
                icon: downloadIcon,
                priority: 'primary',
                onSelect: () => void download(() => client.archiveUrl(job.id)),
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
                link: renderLink(links.history),
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
      <ResultReadStatus read={media} errorText={errorText} />
      {track && (
        <>
          <ListenOrPlayer track={track} label={<FormattedMessage {...resultMessages.listen} />} />
          <section className="minusone-result__stems" aria-labelledby={`stems-${job.id}`}>
            <h3 id={`stems-${job.id}`}>
              <FormattedMessage {...minusOneMessages.stems} />
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
                        label={intl.formatMessage(minusOneMessages.playStem, {stem: name})}
                        onClick={() => player.play([client.stemTrack(job, stem, title, name)])}
                      />
                      <IconButton
                        icon={downloadIcon}
                        label={intl.formatMessage(minusOneMessages.downloadStem, {stem: name})}
                        onClick={() => void download(() => client.fileUrl(stem.fileId, 'attachment'))}
                      />
                      <StemButton fileId={stem.fileId} song={title} part={name} />
                    </li>
                  );
                })}
            </ul>
            {/* The stems' own place, beside them: the result's action bar keeps to one row. */}
            <UiLink asChild>
              {renderLink(links.playground, <FormattedMessage {...resultMessages.openPlayground} />)}
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
      {links.rerun && (
        <UiLink asChild>{renderLink(links.rerun, <FormattedMessage {...minusOneMessages.rerun} />)}</UiLink>
      )}
    </ResultPreview>
  );
}

/** The result's length, tempo and key; after a key or tempo change, the original's beside them. */
function ResultSummary({result}: {result: SeparationResultData}) {
  const intl = useIntl();
  const facts = resultFacts(result);
  const values = {
    duration: formatClock(result.durationSeconds, {rounding: 'nearest'}),
    bpm: intl.formatNumber(Math.round(facts.bpm)),
    key: formatMusicalKey(intl, facts.key) || '–',
  };
  return facts.changed ? (
    <FormattedMessage
      {...minusOneMessages.resultSummaryChanged}
      values={{
        ...values,
        originalBpm: intl.formatNumber(Math.round(facts.originalBpm)),
        originalKey: formatMusicalKey(intl, facts.originalKey) || '–',
      }}
    />
  ) : (
    <FormattedMessage {...minusOneMessages.resultSummary} values={values} />
  );
}
