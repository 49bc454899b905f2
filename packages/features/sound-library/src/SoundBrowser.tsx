import {
  Button,
  IconButton,
  Input,
  Select,
  menuIcon,
  queueIcon,
  searchIcon,
  slidersIcon,
  waveformIcon,
} from '@nada/ui';
import {useId, useState} from 'react';
import type {FormEvent} from 'react';
import {useIntl} from 'react-intl';
import {effectiveSort} from './filters';
import {wordLabel} from './format';
import {messages, sortMessages} from './messages';
import {SoundCard} from './SoundCard';
import {SoundListState, SoundLoadMore} from './SoundListState';
import {ActiveFilterChips, FilterPanel} from './SoundFilterPanel';
import {SOUND_SORTS} from './types';
import type {
  SoundBrowserStatus,
  SoundFacets,
  SoundFilters,
  SoundSort,
  SoundSummary,
  SoundView,
} from './types';
import {useSoundFilters} from './useSoundFilters';
import './soundLibrary.css';

/** Props of {@link SoundBrowser}. */
export interface SoundBrowserProps {
  /** The search and filters, when the app holds them (in the URL). */
  filters?: SoundFilters;
  /** The filters to start with when uncontrolled. @default no filter */
  defaultFilters?: SoundFilters;
  /** Called with the new filters on every change (the app then loads the first page again). */
  onFiltersChange?: (filters: SoundFilters) => void;
  /** The facets with their counts under the current search. @default none */
  facets?: SoundFacets;
  /** The sounds loaded so far. @default [] */
  sounds?: readonly SoundSummary[];
  /** The first page loading, the sounds, or a failure. @default 'ready' */
  status?: SoundBrowserStatus;
  /** Why loading failed, in the user's language. */
  errorText?: string;
  /** Loads the first page again after a failure. */
  onRetry?: () => void;
  /** Whether there are more sounds after the ones shown. @default false */
  hasMore?: boolean;
  /** Whether the next page is loading. @default false */
  loadingMore?: boolean;
  /** Loads the next page. */
  onLoadMore?: () => void;
  /** Cards or rows, when the app holds it. */
  view?: SoundView;
  /** Cards or rows to start with when uncontrolled. @default 'grid' */
  defaultView?: SoundView;
  /** Called when the user switches between cards and rows. */
  onViewChange?: (view: SoundView) => void;
  /** The id of the sound playing in the player, if one of these is. */
  playingId?: string | null;
  /** Plays a sound, or pauses it while it plays. */
  onTogglePlay?: (sound: SoundSummary) => void;
  /** Opens "add to playlist" for a sound; without it the buttons are not shown. */
  onAddToPlaylist?: (sound: SoundSummary) => void;
  /** Downloads a sound; without it the buttons are not shown. */
  onDownload?: (sound: SoundSummary) => void;
  /** Starts with the filter panel open on a phone (stories). @default false */
  defaultFiltersOpen?: boolean;
  /** A genre id as a name. @default the id, capitalised */
  genreLabel?: (genre: string) => string;
}

/**
 * The sound library: a search box, facet filters (category, genre, key, type, tempo and length
 * ranges) with their counts, the order, a grid or list of sounds to preview, add to a playlist and
 * download, the filters that are set as chips, and the loading, empty, failed and "show more" states.
 */
export function SoundBrowser({
  filters: filtersValue,
  defaultFilters,
  onFiltersChange,
  facets = {categories: [], genres: [], keys: []},
  sounds = [],
  status = 'ready',
  errorText,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  view: viewValue,
  defaultView = 'grid',
  onViewChange,
  playingId = null,
  onTogglePlay,
  onAddToPlaylist,
  onDownload,
  defaultFiltersOpen = false,
  genreLabel = wordLabel,
}: SoundBrowserProps) {
  const intl = useIntl();
  const state = useSoundFilters({
    value: filtersValue,
    defaultValue: defaultFilters,
    onValueChange: onFiltersChange,
  });
  const {filters} = state;
  const [ownView, setOwnView] = useState(defaultView);
  const view = viewValue ?? ownView;
  const [filtersOpen, setFiltersOpen] = useState(defaultFiltersOpen);
  const resultsTitleId = useId();

  const changeView = (next: SoundView) => {
    if (viewValue === undefined) setOwnView(next);
    onViewChange?.(next);
  };
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    state.submitSearch();
  };
  const sortOptions = SOUND_SORTS.filter((sort) => sort !== 'relevance' || filters.q.trim() !== '').map(
    (sort) => ({value: sort, label: intl.formatMessage(sortMessages[sort])}),
  );

  return (
    <div className="nada-sound-browser" data-view={view} data-status={status}>
      <div className="nada-sound-browser__bar">
        {/* Before the page has hydrated (or without JavaScript), the search is a plain GET form. */}
        <form role="search" method="get" className="nada-sound-browser__search" onSubmit={handleSearch}>
          <Input
            type="search"
            name="q"
            iconStart={searchIcon}
            aria-label={intl.formatMessage(messages.searchLabel)}
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            value={state.searchDraft}
            maxLength={100}
            onChange={(event) => state.setSearchDraft(event.target.value)}
          />
          <Button type="submit">{intl.formatMessage(messages.searchSubmit)}</Button>
        </form>
        <div className="nada-sound-browser__controls">
          <Button
            className="nada-sound-browser__filters-toggle"
            variant="secondary"
            iconStart={slidersIcon}
            aria-expanded={filtersOpen}
            aria-controls="nada-sound-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {intl.formatMessage(messages.filtersToggle, {
              count: state.active.filter((n) => n !== 'q').length,
            })}
          </Button>
          <Select
            className="nada-sound-browser__sort"
            aria-label={intl.formatMessage(messages.sortLabel)}
            value={effectiveSort(filters)}
            onValueChange={(sort) => state.update({sort: sort as SoundSort})}
            options={sortOptions}
          />
          <div
            className="nada-sound-browser__view"
            role="group"
            aria-label={intl.formatMessage(messages.viewLabel)}
          >
            <IconButton
              icon={waveformIcon}
              size="sm"
              variant={view === 'grid' ? 'primary' : 'ghost'}
              label={intl.formatMessage(messages.viewGrid)}
              pressed={view === 'grid'}
              onClick={() => changeView('grid')}
            />
            <IconButton
              icon={menuIcon}
              size="sm"
              variant={view === 'list' ? 'primary' : 'ghost'}
              label={intl.formatMessage(messages.viewList)}
              pressed={view === 'list'}
              onClick={() => changeView('list')}
            />
          </div>
        </div>
      </div>
      <div className="nada-sound-browser__layout">
        <FilterPanel
          id="nada-sound-filters"
          open={filtersOpen}
          filters={filters}
          facets={facets}
          genreLabel={genreLabel}
          onChange={state.update}
        />
        <section className="nada-sound-browser__results" aria-labelledby={resultsTitleId}>
          {/* The cards' titles are h3: their h2, as the filters' h2 is hidden on a phone while closed. */}
          <h2 id={resultsTitleId} className="nada-visually-hidden">
            {intl.formatMessage(messages.resultsLabel)}
          </h2>
          {state.active.length > 0 && (
            <ActiveFilterChips
              filters={filters}
              active={state.active}
              genreLabel={genreLabel}
              onRemove={state.remove}
              onClear={state.clear}
            />
          )}
          <Results
            status={status}
            sounds={sounds}
            view={view}
            errorText={errorText}
            onRetry={onRetry}
            onClear={state.active.length > 0 ? state.clear : undefined}
            playingId={playingId}
            onTogglePlay={onTogglePlay}
            onAddToPlaylist={onAddToPlaylist}
            onDownload={onDownload}
          />
          {status === 'ready' && hasMore && <SoundLoadMore loading={loadingMore} onLoadMore={onLoadMore} />}
        </section>
      </div>
    </div>
  );
}

interface ResultsProps {
  status: SoundBrowserStatus;
  sounds: readonly SoundSummary[];
  view: SoundView;
  errorText?: string;
  onRetry?: () => void;
  onClear?: () => void;
  playingId: string | null;
  onTogglePlay?: (sound: SoundSummary) => void;
  onAddToPlaylist?: (sound: SoundSummary) => void;
  onDownload?: (sound: SoundSummary) => void;
}

function Results({
  status,
  sounds,
  view,
  errorText,
  onRetry,
  onClear,
  playingId,
  onTogglePlay,
  onAddToPlaylist,
  onDownload,
}: ResultsProps) {
  const intl = useIntl();
  return (
    <SoundListState
      status={status}
      empty={sounds.length === 0}
      skeleton={{className: 'nada-sound-grid', count: 6, height: view === 'grid' ? 168 : 64, view}}
      errorText={errorText}
      onRetry={onRetry}
      emptyState={{
        icon: queueIcon,
        title: intl.formatMessage(messages.emptyTitle),
        description: intl.formatMessage(messages.emptyDescription),
        action: onClear && (
          <Button variant="secondary" onClick={onClear}>
            {intl.formatMessage(messages.clearAll)}
          </Button>
        ),
      }}
    >
      <ul className="nada-sound-grid" data-view={view}>
        {sounds.map((sound) => (
          <li key={sound.id}>
            <SoundCard
              sound={sound}
              view={view}
              playing={sound.id === playingId}
              onTogglePlay={onTogglePlay && (() => onTogglePlay(sound))}
              onAddToPlaylist={onAddToPlaylist && (() => onAddToPlaylist(sound))}
              onDownload={onDownload && (() => onDownload(sound))}
            />
          </li>
        ))}
      </ul>
    </SoundListState>
  );
}
