import {GeneratedTrackItem} from '@nada/generate-ai';
import {usePlayer} from '@nada/player';
import {Button, EmptyState, Icon, Link as UiLink, sparkleIcon, spinnerIcon} from '@nada/ui';
import {useCallback, useEffect, useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {usePageLocale} from '../auth/authPages';
import {localePath} from '../routing/paths';
import {codeOf} from './GenerateForm';
import {listTracks, listUnfinishedGenerations, updateTrack} from './generateApi';
import type {GenerateJob, TrackSummary} from './generateApi';
import {generateMessages} from './generateMessages';
import {useShareTrack} from '../embed/ShareTrack';
import {useAddToPlaylist} from '@nada/playlist';
import type {GeneratedTrackItemProps} from '@nada/generate-ai';
import {deleteJob, fileUrl} from '../api/jobApi';
import {downloadFrom, fetchPeaksFrom} from '@nada/jobs';

/** How often running generations are looked at again while the list shows them. */
const RUNNING_POLL_MS = 2000;

type Load = {status: 'loading'} | {status: 'error'; code: string} | {status: 'ready'};

/**
 * `/v3/generate_ai/list`: the user's generated tracks, newest first and paged, each to play, rename,
 * download, add to a playlist, make public or delete; generations still running (followed until they
 * finish) and failed ones above them.
 */
export function TrackListFlow() {
  const intl = useIntl();
  const locale = usePageLocale();
  const player = usePlayer();
  const [tracks, setTracks] = useState<TrackSummary[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({status: 'loading'});
  const [loadingMore, setLoadingMore] = useState(false);
  const [unfinished, setUnfinished] = useState<GenerateJob[]>([]);
  const errorText = (error: unknown) => intl.formatMessage(apiErrorMessage(codeOf(error)));

  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((previous) => previous + 1), []);

  // The first page and the unfinished generations, again on each `reload`.
  useEffect(() => {
    let live = true;
    Promise.all([listTracks(), listUnfinishedGenerations()]).then(
      ([page, jobs]) => {
        if (!live) return;
        setTracks(page.items);
        setCursor(page.nextCursor);
        setUnfinished(jobs);
        setLoad({status: 'ready'});
      },
      (error: unknown) => live && setLoad({status: 'error', code: codeOf(error)}),
    );
    return () => {
      live = false;
    };
  }, [round]);

  const running = unfinished.some((job) => job.status !== 'failed');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, RUNNING_POLL_MS);
    return () => clearInterval(timer);
  }, [running, reload]);

  const loadMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await listTracks(cursor);
      setTracks((previous) => [...previous, ...page.items]);
      setCursor(page.nextCursor);
    } catch (error) {
      setLoad({status: 'error', code: codeOf(error)});
    } finally {
      setLoadingMore(false);
    }
  };

  const togglePlay = async (track: TrackSummary) => {
    if (player.current?.id === track.id) return player.toggle();
    const peaks = await fetchPeaksFrom(track.peaksUrl);
    player.play([
      {
        id: track.id,
        title: track.title,
        src: track.streamUrl,
        durationSeconds: track.durationSeconds,
        expiresAt: track.streamUrlExpiresAt,
        peaks,
      },
    ]);
  };
  const replace = (next: TrackSummary) =>
    setTracks((previous) => previous.map((track) => (track.id === next.id ? {...track, ...next} : track)));

  if (load.status === 'loading') {
    return (
      <p role="status" data-page-loading="">
        <Icon icon={spinnerIcon} data-spin="" />
        <FormattedMessage {...generateMessages.loadingJob} />
      </p>
    );
  }
  if (load.status === 'error') {
    return (
      <p role="alert">
        <FormattedMessage {...apiErrorMessage(load.code)} />{' '}
        <Button size="sm" variant="secondary" onClick={reload}>
          <FormattedMessage {...generateMessages.loadMore} />
        </Button>
      </p>
    );
  }

  const makeOne = (
    <UiLink asChild>
      <Link to={localePath('v3-generate_ai', locale)}>
        <FormattedMessage {...generateMessages.makeOne} />
      </Link>
    </UiLink>
  );
  if (tracks.length === 0 && unfinished.length === 0) {
    return (
      <EmptyState
        icon={sparkleIcon}
        title={intl.formatMessage(generateMessages.listEmpty)}
        action={makeOne}
      />
    );
  }

  return (
    <div className="generate-list">
      <div className="generate-list__toolbar">{makeOne}</div>
      {unfinished.length > 0 && (
        <ul
          className="generate-list__items"
          aria-label={intl.formatMessage(generateMessages.inProgressLabel)}
        >
          {unfinished.map((job) => (
            <li key={job.id}>
              <GeneratedTrackItem
                track={{
                  id: job.id,
                  title: job.params.prompt,
                  visibility: 'private',
                  durationSeconds: null,
                  createdAt: job.createdAt,
                }}
                status={job.status === 'failed' ? 'failed' : 'running'}
                percent={job.percent}
                failureText={intl.formatMessage(apiErrorMessage(job.error?.code))}
                onDelete={async () => {
                  await deleteJob(job.id);
                  setUnfinished((previous) => previous.filter((item) => item.id !== job.id));
                }}
                errorText={errorText}
              />
            </li>
          ))}
        </ul>
      )}
      <ul className="generate-list__items" aria-label={intl.formatMessage(generateMessages.listLabel)}>
        {tracks.map((track) => (
          <li key={track.id}>
            <TrackRow
              track={track}
              playing={player.current?.id === track.id && player.status === 'playing'}
              onTogglePlay={() => void togglePlay(track)}
              onRename={async (title) => replace(await updateTrack(track.id, {title}))}
              onVisibilityChange={async (visibility) => replace(await updateTrack(track.id, {visibility}))}
              onDownload={() =>
                void fileUrl(track.mixFileId, 'attachment').then(downloadFrom, () => undefined)
              }
              onDelete={async () => {
                await deleteJob(track.id);
                if (player.current?.id === track.id) player.clear();
                setTracks((previous) => previous.filter((item) => item.id !== track.id));
              }}
              errorText={errorText}
            />
          </li>
        ))}
      </ul>
      {cursor && (
        <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
          <FormattedMessage {...generateMessages.loadMore} />
        </Button>
      )}
    </div>
  );
}

/** One finished track of the list, with its own "add to playlist" dialog. */
function TrackRow(props: Omit<GeneratedTrackItemProps, 'track' | 'onAddToPlaylist'> & {track: TrackSummary}) {
  const addToPlaylist = useAddToPlaylist({fileId: props.track.mixFileId, title: props.track.title});
  const share = useShareTrack(props.track);
  return (
    <>
      <GeneratedTrackItem {...props} onAddToPlaylist={addToPlaylist.open} onShare={share.open} />
      {addToPlaylist.element}
      {share.element}
    </>
  );
}
