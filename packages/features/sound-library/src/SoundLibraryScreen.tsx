import {downloadFrom, errorCodeOf as codeOf} from '@nada/jobs';
import {usePlayer} from '@nada/player';
import type {WaveformPeaks} from '@nada/waveform';
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {filtersFromSearchParams, filtersToSearchParams} from './filters';
import {categoryLabel, titleIn} from './format';
import {SoundBrowser} from './SoundBrowser';
import {
  peaksOf,
  summaryOf,
  type LibrarySound as Sound,
  type SoundClient,
  type SoundPage,
} from './soundClient';
import type {SoundFilters, SoundSummary, SoundView} from './types';
import './soundLibrary.css';

/** A dialog the app opens for a file ("add to playlist"): its opener and its element. */
export interface DialogControl {
  /** Opens the dialog. */
  open: () => void;
  /** The dialog; render it once. */
  element: ReactNode;
}

/** Props of {@link SoundLibraryScreen}. */
export interface SoundLibraryScreenProps {
  /** The API's calls. */
  client: SoundClient;
  /**
   * The first page of sounds for the `params` and `locale` the screen opens with, when the app has
   * it already (its loader, so the server's HTML lists them): shown at once instead of loaded again.
   */
  initialPage?: SoundPage;
  /** The page's language: the titles' and the search's. */
  locale: 'id' | 'en';
  /** The page's search parameters: the filters, the order and the view (a shared link opens the same search). */
  params: URLSearchParams;
  /** Changes the page's search parameters (the router's `setSearchParams`). */
  onParamsChange: (next: URLSearchParams, options?: {replace?: boolean}) => void;
  /** The text of an API error code in the user's language (the app's one map of codes). */
  errorText: (code: string) => string;
  /** Whether someone is signed in: a playlist is a signed-in user's. */
  signedIn: boolean;
  /** A guest asked to add to a playlist: the app signs them in and brings them back to the same search. */
  onSignInNeeded: () => void;
  /** The app's "add to playlist" for one file, as a hook. */
  useAddToPlaylist: (file: {fileId: string; title: string}) => DialogControl;
}

type Load =
  | {status: 'loading'}
  | {status: 'error'; code: string}
  | {status: 'ready'; sounds: Sound[]; nextCursor: string | null; facets: SoundPage['facets']};

/** A page of sounds as the screen holds it. */
const readyLoad = (page: SoundPage): Load => ({
  status: 'ready',
  sounds: page.items,
  nextCursor: page.nextCursor,
  facets: page.facets,
});

/** The view the URL asks for (`?view=list`), cards otherwise. */
const viewOf = (params: URLSearchParams): SoundView => (params.get('view') === 'list' ? 'list' : 'grid');

/**
 * The sound library (`/v3/sound`): the library with its search and filters in the URL (a shared link opens the same
 * search), each sound previewed in the app's player, added to a playlist or downloaded.
 */
export function SoundLibraryScreen({
  client,
  initialPage,
  locale,
  params,
  onParamsChange: setParams,
  errorText,
  signedIn,
  onSignInNeeded,
  useAddToPlaylist,
}: SoundLibraryScreenProps) {
  const intl = useIntl();
  const player = usePlayer();
  const query = filtersToSearchParams(filtersFromSearchParams(params)).toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(query)), [query]);
  const view = viewOf(params);
  const [round, setRound] = useState(0);
  // The answer to the latest request, by the request it answers: another search shows "loading" at once.
  const request = `${query}|${locale}|${round}`;
  const [answer, setAnswer] = useState<{request: string; load: Load} | null>(() =>
    initialPage ? {request, load: readyLoad(initialPage)} : null,
  );
  const answered = answer?.request;
  const load: Load = answer?.request === request ? answer.load : {status: 'loading'};
  const setLoad = (next: Load) => setAnswer({request, load: next});
  const [peaks, setPeaks] = useState<Record<string, WaveformPeaks | null>>({});
  const [loadingMore, setLoadingMore] = useState(false);
  // The sound picked for "add to playlist", and how many picks so far (picking it again reopens the dialog).
  const [target, setTarget] = useState<{sound: Sound; pick: number} | null>(null);

  const readWaves = useCallback((sounds: Sound[]) => {
    for (const sound of sounds)
      void peaksOf(sound).then((read) => setPeaks((known) => ({...known, [sound.id]: read})));
  }, []);

  // The waves of the page the screen opened with.
  useEffect(() => {
    if (initialPage) readWaves(initialPage.items);
  }, [initialPage, readWaves]);

  // The first page again whenever the search, a filter or the order changes (unless it is shown already).
  useEffect(() => {
    if (answered === request) return;
    const controller = new AbortController();
    client.listSounds(filters, locale, undefined, controller.signal).then(
      (page) => {
        setAnswer({request, load: readyLoad(page)});
        readWaves(page.items);
      },
      (error: unknown) =>
        !controller.signal.aborted && setAnswer({request, load: {status: 'error', code: codeOf(error)}}),
    );
    return () => controller.abort();
  }, [client, filters, locale, request, answered, readWaves]);

  const loadMore = async () => {
    if (load.status !== 'ready' || !load.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await client.listSounds(filters, locale, load.nextCursor);
      setLoad({...load, sounds: [...load.sounds, ...page.items], nextCursor: page.nextCursor});
      readWaves(page.items);
    } catch (error) {
      setLoad({status: 'error', code: codeOf(error)});
    } finally {
      setLoadingMore(false);
    }
  };

  const sounds = load.status === 'ready' ? load.sounds : [];
  const byId = new Map(sounds.map((sound) => [sound.id, sound]));
  const summaries = sounds.map((sound) => summaryOf(sound, peaks[sound.id]));

  const changeFilters = (next: SoundFilters) => {
    const search = filtersToSearchParams(next);
    if (view === 'list') search.set('view', 'list');
    setParams(search);
  };
  const changeView = (next: SoundView) => {
    const search = new URLSearchParams(params);
    if (next === 'list') search.set('view', 'list');
    else search.delete('view');
    setParams(search, {replace: true});
  };
  const togglePlay = (summary: SoundSummary) => {
    const sound = byId.get(summary.id);
    if (!sound) return;
    if (player.current?.id === sound.id) return player.toggle();
    player.play([
      {
        id: sound.id,
        title: titleIn(sound.title, locale),
        subtitle: categoryLabel(intl, sound.category),
        src: sound.streamUrl,
        durationSeconds: sound.durationSeconds,
        expiresAt: sound.streamUrlExpiresAt,
        peaks: peaks[sound.id] ?? null,
      },
    ]);
  };
  const addToPlaylist = (summary: SoundSummary) => {
    const sound = byId.get(summary.id);
    if (!sound) return;
    // A playlist is a signed-in user's: a guest signs in first and comes back to the same search.
    if (!signedIn) return onSignInNeeded();
    setTarget((previous) => ({sound, pick: (previous?.pick ?? 0) + 1}));
  };

  return (
    // The pages' tests wait for data-page-loading to go: the first page of sounds is there then.
    <div className="sound-library" data-page-loading={load.status === 'loading' ? '' : undefined}>
      <SoundBrowser
        filters={filters}
        onFiltersChange={changeFilters}
        view={view}
        onViewChange={changeView}
        status={load.status}
        sounds={summaries}
        facets={load.status === 'ready' ? load.facets : undefined}
        errorText={load.status === 'error' ? errorText(load.code) : undefined}
        onRetry={() => setRound((previous) => previous + 1)}
        hasMore={load.status === 'ready' && load.nextCursor !== null}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
        playingId={player.status === 'playing' ? (player.current?.id ?? null) : null}
        onTogglePlay={togglePlay}
        onAddToPlaylist={addToPlaylist}
        onDownload={(summary) => {
          const sound = byId.get(summary.id);
          if (sound) downloadFrom(sound.downloadUrl);
        }}
      />
      {target && (
        <AddSoundToPlaylist
          key={target.pick}
          sound={target.sound}
          locale={locale}
          useAddToPlaylist={useAddToPlaylist}
        />
      )}
    </div>
  );
}

/** "Add to playlist" for one sound: the dialog opens as soon as the sound is picked. */
function AddSoundToPlaylist({
  sound,
  locale,
  useAddToPlaylist,
}: {
  sound: Sound;
  locale: 'id' | 'en';
  useAddToPlaylist: SoundLibraryScreenProps['useAddToPlaylist'];
}) {
  const control = useAddToPlaylist({
    fileId: sound.fileId,
    title: titleIn(sound.title, locale),
  });
  const {open} = control;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open();
  }, [open]);
  return control.element;
}
