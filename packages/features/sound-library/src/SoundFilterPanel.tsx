import {Button, Field, IconButton, Select, Slider, closeIcon} from '@nada/ui';
import {useState} from 'react';
import {useIntl} from 'react-intl';
import type {IntlShape} from 'react-intl';
import {BPM_RANGE, LENGTH_RANGE} from './filters';
import type {FilterName} from './filters';
import {categoryLabel, formatKey, kindLabel} from './format';
import {messages} from './messages';
import {SOUND_CATEGORIES, SOUND_KINDS} from './types';
import type {FacetCount, SoundCategory, SoundFacets, SoundFilters, SoundKind} from './types';

// The browser's filter panel and its chips (private to the package: SoundBrowser composes them).

/** The value of a facet select that filters nothing (a Select value may not be empty). */
const ALL = '*';

/** The choices of a facet select: "All", then each value with its count; the chosen one stays even at 0. */
function facetOptions(
  intl: IntlShape,
  counts: readonly FacetCount[],
  selected: string | null,
  label: (value: string) => string,
) {
  const values =
    counts.some((facet) => facet.value === selected) || selected === null
      ? counts
      : [...counts, {value: selected, count: 0}];
  return [
    {value: ALL, label: intl.formatMessage(messages.any)},
    ...values.map((facet) => ({
      value: facet.value,
      label: intl.formatMessage(messages.facetValue, {label: label(facet.value), count: facet.count}),
    })),
  ];
}

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  id: string;
  open: boolean;
  filters: SoundFilters;
  facets: SoundFacets;
  genreLabel: (genre: string) => string;
  onChange: (change: Partial<SoundFilters>) => void;
}

/** The facet selects with their counts and the tempo and length ranges; on a phone only while open. */
export function FilterPanel({id, open, filters, facets, genreLabel, onChange}: FilterPanelProps) {
  const intl = useIntl();
  const pick = (value: string) => (value === ALL ? null : value);
  const categoryCounts = SOUND_CATEGORIES.map(
    (category) => facets.categories.find((facet) => facet.value === category) ?? {value: category, count: 0},
  ).filter((facet) => facet.count > 0 || facet.value === filters.category);
  const bpm = [filters.bpmMin ?? BPM_RANGE.min, filters.bpmMax ?? BPM_RANGE.max];
  const length = [filters.minSeconds ?? LENGTH_RANGE.min, filters.maxSeconds ?? LENGTH_RANGE.max];

  return (
    <aside
      id={id}
      className="nada-sound-filters"
      data-open={open || undefined}
      aria-label={intl.formatMessage(messages.filtersHeading)}
    >
      <h2 className="nada-sound-filters__heading">{intl.formatMessage(messages.filtersHeading)}</h2>
      <Field label={intl.formatMessage(messages.category)}>
        <Select
          value={filters.category ?? ALL}
          onValueChange={(value) => onChange({category: pick(value) as SoundCategory | null})}
          options={facetOptions(intl, categoryCounts, filters.category, (value) =>
            categoryLabel(intl, value as SoundCategory),
          )}
        />
      </Field>
      <Field label={intl.formatMessage(messages.genre)}>
        <Select
          value={filters.genre ?? ALL}
          onValueChange={(value) => onChange({genre: pick(value)})}
          options={facetOptions(intl, facets.genres, filters.genre, genreLabel)}
        />
      </Field>
      <Field label={intl.formatMessage(messages.key)}>
        <Select
          value={filters.key ?? ALL}
          onValueChange={(value) => onChange({key: pick(value)})}
          options={facetOptions(intl, facets.keys, filters.key, (value) => formatKey(intl, value))}
        />
      </Field>
      <Field label={intl.formatMessage(messages.kind)}>
        <Select
          value={filters.kind ?? ALL}
          onValueChange={(value) => onChange({kind: pick(value) as SoundKind | null})}
          options={[
            {value: ALL, label: intl.formatMessage(messages.any)},
            ...SOUND_KINDS.map((kind) => ({value: kind, label: kindLabel(intl, kind)})),
          ]}
        />
      </Field>
      <RangeFilter
        key={`bpm-${bpm.join('-')}`}
        label={intl.formatMessage(messages.bpm)}
        range={BPM_RANGE}
        step={5}
        value={bpm}
        thumbLabels={[intl.formatMessage(messages.bpmMinLabel), intl.formatMessage(messages.bpmMaxLabel)]}
        onCommit={([min, max]) => onChange({bpmMin: min ?? null, bpmMax: max ?? null})}
      />
      <RangeFilter
        key={`length-${length.join('-')}`}
        label={intl.formatMessage(messages.length)}
        range={LENGTH_RANGE}
        step={1}
        value={length}
        thumbLabels={[
          intl.formatMessage(messages.lengthMinLabel),
          intl.formatMessage(messages.lengthMaxLabel),
        ]}
        onCommit={([min, max]) => onChange({minSeconds: min ?? null, maxSeconds: max ?? null})}
      />
    </aside>
  );
}

interface RangeFilterProps {
  label: string;
  range: {min: number; max: number};
  step: number;
  value: number[];
  thumbLabels: string[];
  onCommit: (value: number[]) => void;
}

/** A two-thumb range that moves freely and filters when let go (keyboard steps filter at once). */
function RangeFilter({label, range, step, value, thumbLabels, onCommit}: RangeFilterProps) {
  const [moving, setMoving] = useState(value);
  return (
    <Slider
      label={label}
      min={range.min}
      max={range.max}
      step={step}
      minStepsBetweenThumbs={1}
      value={moving}
      thumbLabels={thumbLabels}
      onValueChange={setMoving}
      onValueCommit={onCommit}
    />
  );
}

/** Props of {@link ActiveFilterChips}. */
export interface ActiveFilterChipsProps {
  filters: SoundFilters;
  active: readonly FilterName[];
  genreLabel: (genre: string) => string;
  onRemove: (name: FilterName) => void;
  onClear: () => void;
}

/** The filters that are set, each a chip with a remove button, and "clear all". */
export function ActiveFilterChips({filters, active, genreLabel, onRemove, onClear}: ActiveFilterChipsProps) {
  const intl = useIntl();
  const labelOf = (name: FilterName): string => {
    switch (name) {
      case 'q':
        return intl.formatMessage(messages.chipSearch, {q: filters.q.trim()});
      case 'category':
        return filters.category ? categoryLabel(intl, filters.category) : '';
      case 'genre':
        return filters.genre ? genreLabel(filters.genre) : '';
      case 'key':
        return filters.key ? formatKey(intl, filters.key) : '';
      case 'kind':
        return filters.kind ? kindLabel(intl, filters.kind) : '';
      case 'bpm':
        return intl.formatMessage(messages.chipBpm, {
          min: filters.bpmMin ?? BPM_RANGE.min,
          max: filters.bpmMax ?? BPM_RANGE.max,
        });
      case 'length':
        return intl.formatMessage(messages.chipLength, {
          min: filters.minSeconds ?? LENGTH_RANGE.min,
          max: filters.maxSeconds ?? LENGTH_RANGE.max,
        });
    }
  };
  return (
    <div className="nada-sound-chips">
      <ul aria-label={intl.formatMessage(messages.activeLabel)}>
        {active.map((name) => {
          const label = labelOf(name);
          return (
            <li key={name} className="nada-sound-chip" data-filter={name}>
              <span>{label}</span>
              <IconButton
                icon={closeIcon}
                size="sm"
                variant="ghost"
                label={intl.formatMessage(messages.chipRemove, {label})}
                onClick={() => onRemove(name)}
              />
            </li>
          );
        })}
      </ul>
      <Button size="sm" variant="ghost" onClick={onClear}>
        {intl.formatMessage(messages.clearAll)}
      </Button>
    </div>
  );
}
