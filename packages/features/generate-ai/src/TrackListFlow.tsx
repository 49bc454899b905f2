import {downloadFrom, fetchPeaksFrom} from '@nada/jobs';
import {usePlayer} from '@nada/player';
import {Button, EmptyState, Icon, Link as UiLink, sparkleIcon, spinnerIcon} from '@nada/ui';
import {cloneElement, useCallback, useEffect, useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {codeOf, type ErrorTextOf} from './errorText';
import {GeneratedTrackItem, type GeneratedTrackItemProps} from './GeneratedTrackItem';
import {flowMessages as generateMessages} from './messages';
import type {
  LinkElement,
  GenerateClient,
  GenerateJob,
  GeneratedTrack,
  UseAddToPlaylist,
  UseShareTrack,
} from './types';
import './generateAi.css';

/** How often running generations are looked at again while the list shows them. */
const RUNNING_POLL_MS = 2000;

type Load = {status: 'loading'} | {status: 'error'; code: string} | {status: 'ready'};

/** Props of {@link TrackListFlow}. */
export interface TrackListFlowProps {
  /** The API's calls. */
  client: GenerateClient;
  /** The text of an API error code in the user's language (the app's one map of codes). */
  errorText: ErrorTextOf;
  /** The link to the generation page (a router link without children). */
  makeOneLink: LinkElement;
  /** The app's "add to playlist" for a track. */
  useAddToPlaylist: UseAddToPlaylist;
  /** The app's "share" dialog of a public track. */
  useShareTrack: UseShareTrack;
}

/**
 * `/v3/generate_ai/list`: the user's generated tracks, newest first and paged, each to play, rename,
 * download, add to a playlist, make public or delete; generations still running (followed until they
 * finish) and failed ones above them.
 */
export function TrackListFlow({
  client,
  errorText,
  makeOneLink,
  useAddToPlaylist,
  useShareTrack,
}: TrackListFlowProps) {
  const intl = useIntl();
  const player = usePlayer();
  const [tracks, setTracks] = useState<GeneratedTrack[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({status: 'loading'});
  const [loadingMore, setLoadingMore] = useState(false);
  const [unfinished, setUnfinished] = useState<GenerateJob[]>([]);
  const rejectionText = (error: unknown) => errorText(codeOf(error));

  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((previous) => previous + 1), []);

  // The first page and the unfinished generations, again on each `reload`.
  useEffect(() => {
    let live = true;
    Promise.all([client.listTracks(), client.listUnfinishedGenerations()]).then(
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
  }, [round, client]);

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
      const page = await client.listTracks(cursor);
      setTracks((previous) => [...previous, ...page.items]);
      setCursor(page.nextCursor);
    } catch (error) {
      setLoad({status: 'error', code: codeOf(error)});
    } finally {
      setLoadingMore(false);
    }
  };

  const togglePlay = async (track: GeneratedTrack) => {
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
  const replace = (next: GeneratedTrack) =>
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
        {errorText(load.code)}{' '}
        <Button size="sm" variant="secondary" onClick={reload}>
          <FormattedMessage {...generateMessages.loadMore} />
        </Button>
      </p>
    );
  }

  const makeOne = (
    <UiLink asChild>
      {cloneElement(makeOneLink, {}, <FormattedMessage {...generateMessages.makeOne} />)}
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
                failureText={errorText(job.error?.code)}
                onDelete={async () => {
                  await client.jobs.deleteJob(job.id);
                  setUnfinished((previous) => previous.filter((item) => item.id !== job.id));
                }}
                errorText={rejectionText}
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
              onRename={async (title) => replace(await client.updateTrack(track.id, {title}))}
              onVisibilityChange={async (visibility) =>
                replace(await client.updateTrack(track.id, {visibility}))
              }
              onDownload={() =>
                void client.jobs.signedFileUrl(track.mixFileId, 'attachment').then(
                  (signed) => downloadFrom(signed.url),
                  () => undefined,
                )
              }
              onDelete={async () => {
                await client.jobs.deleteJob(track.id);
                if (player.current?.id === track.id) player.clear();
                setTracks((previous) => previous.filter((item) => item.id !== track.id));
              }}
              errorText={rejectionText}
              useAddToPlaylist={useAddToPlaylist}
              useShareTrack={useShareTrack}
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
function TrackRow({
  useAddToPlaylist,
  useShareTrack,
  ...props
}: Omit<GeneratedTrackItemProps, 'track' | 'onAddToPlaylist'> & {
  track: GeneratedTrack;
  useAddToPlaylist: UseAddToPlaylist;
  useShareTrack: UseShareTrack;
}) {
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
