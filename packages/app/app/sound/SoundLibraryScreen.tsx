import {usePlayer} from '@nada/player';
import {
  SoundBrowser,
  categoryLabel,
  filtersFromSearchParams,
  filtersToSearchParams,
  titleIn,
  type SoundFilters,
  type SoundSummary,
  type SoundView,
} from '@nada/sound-library';
import type {WaveformPeaks} from '@nada/waveform';
import {useAtomValue} from 'jotai';
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {useIntl} from 'react-intl';
import {useLocation, useNavigate, useSearchParams} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {usePageLocale} from '../auth/authPages';
import {signInPath} from '../auth/authRules';
import {codeOf} from '../generate/GenerateForm';
import {useAddToPlaylist} from '@nada/playlist';
import {currentUserAtom} from '../state/session';
import {listSounds, summaryOf, withWave, type Sound, type SoundList} from './soundApi';
import {downloadFrom} from '@nada/jobs';

type Load =
  | {status: 'loading'}
  | {status: 'error'; code: string}
  | {status: 'ready'; sounds: Sound[]; nextCursor: string | null; facets: SoundList['facets']};

/** The view the URL asks for (`?view=list`), cards otherwise. */
const viewOf = (params: URLSearchParams): SoundView => (params.get('view') === 'list' ? 'list' : 'grid');

/**
 * `/v3/sound`: the library with its search and filters in the URL (a shared link opens the same
 * search), each sound previewed in the app's player, added to a playlist or downloaded.
 */
export function SoundLibraryScreen() {
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAtomValue(currentUserAtom);
  const player = usePlayer();
  const [params, setParams] = useSearchParams();
  const query = filtersToSearchParams(filtersFromSearchParams(params)).toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(query)), [query]);
  const view = viewOf(params);
  const [round, setRound] = useState(0);
  // The answer to the latest request, by the request it answers: another search shows "loading" at once.
  const request = `${query}|${locale}|${round}`;
  const [answer, setAnswer] = useState<{request: string; load: Load} | null>(null);
  const load: Load = answer?.request === request ? answer.load : {status: 'loading'};
  const setLoad = (next: Load) => setAnswer({request, load: next});
  const [peaks, setPeaks] = useState<Record<string, WaveformPeaks | null>>({});
  const [loadingMore, setLoadingMore] = useState(false);
  // The sound picked for "add to playlist", and how many picks so far (picking it again reopens the dialog).
  const [target, setTarget] = useState<{sound: Sound; pick: number} | null>(null);

  const readWaves = useCallback((sounds: Sound[]) => {
    for (const sound of sounds)
      void withWave(sound).then((read) => setPeaks((known) => ({...known, [sound.id]: read.peaks})));
  }, []);

  // The first page again whenever the search, a filter or the order changes.
  useEffect(() => {
    const controller = new AbortController();
    const answered = (next: Load) => setAnswer({request, load: next});
    listSounds(filters, locale, undefined, controller.signal).then(
      (page) => {
        answered({status: 'ready', sounds: page.items, nextCursor: page.nextCursor, facets: page.facets});
        readWaves(page.items);
      },
      (error: unknown) => !controller.signal.aborted && answered({status: 'error', code: codeOf(error)}),
    );
    return () => controller.abort();
  }, [filters, locale, request, readWaves]);

  const loadMore = async () => {
    if (load.status !== 'ready' || !load.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await listSounds(filters, locale, load.nextCursor);
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
    if (!user) return void navigate(signInPath(locale, `${location.pathname}${location.search}`));
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
        errorText={load.status === 'error' ? intl.formatMessage(apiErrorMessage(load.code)) : undefined}
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
      {target && <AddSoundToPlaylist key={target.pick} sound={target.sound} locale={locale} />}
    </div>
  );
}

/** "Add to playlist" for one sound: the dialog opens as soon as the sound is picked. */
function AddSoundToPlaylist({sound, locale}: {sound: Sound; locale: 'id' | 'en'}) {
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
