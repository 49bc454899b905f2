import type {IntlShape} from 'react-intl';
import {historyMessages} from './messages';
import type {JobLike, JobStage} from './types';

/**
 * What the front end shows of one job kind: its name, a job's name, length and settings in the
 * history, where a job opens, what it downloads. The app registers one per kind, once
 * (`jobKindRegistry`); the pages and lists read a job's through the registry, never by its kind.
 */
export interface JobKindDescriptor<Job extends JobLike, Locale extends string = string, Result = never> {
  /**
   * The kind's name for people ("Minus one"), when it has one of its own: the history's kind filter
   * offers the kinds that have one, and `summaryNamesKind` leads a summary with it.
   */
  label?(intl: IntlShape): string;
  /** A job's name in lists: its song's, its title…; null when it has none (yet). */
  name(job: Job): string | null;
  /** The stages a job reports, in order, with their labels (what `JobProgressOf` shows while it runs). */
  stages?(intl: IntlShape): JobStage[];
  /** A job's settings in one line ("2 stems · +2 semitones · tempo 90% · MP3"). */
  summary(intl: IntlShape, job: Job): string;
  /** Whether a list of every kind leads the summary with `label` ("Minus one · 2 stems · …"). @default false */
  summaryNamesKind?: boolean;
  /** The length the history shows of a job, in seconds. @default its first input's */
  seconds?(job: Job): number | null | undefined;
  /** Where a job is shown (a path of the app); left out, a job opens nowhere and its row only downloads it. */
  path?(job: Job, locale: Locale): string;
  /** Whether the history's row offers to open the job at `path` (a file tool's job opens from the home only). @default true */
  openFromHistory?: boolean;
  /** Where "run again with other settings" goes, or null when it cannot. */
  rerunPath?(job: Job, locale: Locale): string | null;
  /** What the app shows of a job's result (its own type: stems, one audio file, one download…), when it has one. */
  result?(job: Job): Result | undefined;
}

/**
 * What the front end shows of a job's result besides its own page (a descriptor's `result`); a kind
 * whose result has more to show (stems) extends it.
 */
export interface JobResultView {
  /** The one audio file it made that plays as itself (an import's audio only). */
  audioFileId?: string;
  /** The one file it downloads as itself, not as a zip of its files (a mix, a playlist export's zip). */
  downloadFileId?: string;
}

/**
 * A page of the app in a locale, as the app hands it to a kind's descriptor: descriptors live in
 * feature packages and know no route, so the app passes `(locale) => localePath(route, locale)`.
 */
export type LocalePath<Locale extends string = string> = (locale: Locale) => string;

/** The app's page of a kind whose jobs show on one page, the job named in its address (`?job=`). */
export interface JobKindPage<Locale extends string = string> {
  /** That page, in a locale. */
  page: LocalePath<Locale>;
}

/** The page at `path` showing job `id` (`/v3/minusone?job=<id>`). */
export function jobPagePath<Locale extends string>(
  path: LocalePath<Locale>,
  id: string,
  locale: Locale,
): string {
  return `${path(locale)}?${new URLSearchParams({job: id})}`;
}

/** One descriptor for each kind of the union `Job`: a kind the API adds fails the typecheck until it has one. */
export type JobKindDescriptors<Job extends JobLike, Locale extends string = string, Result = never> = {
  [Kind in Job['kind']]: JobKindDescriptor<Extract<Job, {kind: Kind}>, Locale, Result>;
};

/** What the front end reads of any job through its kind's descriptor (see `jobKindRegistry`). */
export interface JobKindRegistry<Job extends JobLike, Locale extends string = string, Result = never> {
  /** A job's descriptor, or undefined for a kind this app does not know (the API may offer more). */
  descriptorOf(job: Pick<Job, 'kind'>): JobKindDescriptor<Job, Locale, Result> | undefined;
  /** The history's kind filter: the kinds with a `label`, in the order they were registered. */
  filterOptions(intl: IntlShape): Array<{value: string; label: string}>;
  /** A job's name in lists, or null. */
  nameOf(job: Job): string | null;
  /** A job's settings in one line; with `kind`, led by its kind's name where its descriptor asks. */
  summaryOf(intl: IntlShape, job: Job, options?: {kind?: boolean}): string;
  /** The length the history shows of a job, in seconds, or null. */
  secondsOf(job: Job): number | null;
  /** What the app shows of a job's result (its descriptor's `result`), or undefined. */
  resultOf(job: Job): Result | undefined;
}

/** The registry of the app's descriptors, one per kind. */
export function jobKindRegistry<Job extends JobLike, Locale extends string = string, Result = never>(
  descriptors: JobKindDescriptors<Job, Locale, Result>,
): JobKindRegistry<Job, Locale, Result> {
  const byKind = new Map<string, JobKindDescriptor<Job, Locale, Result>>(
    // Each descriptor is stored under its own kind, so a job read through `byKind.get(job.kind)` is
    // always of the kind its descriptor takes: the one widening the mapped type needs.
    Object.entries(descriptors) as Array<[string, JobKindDescriptor<Job, Locale, Result>]>,
  );
  const descriptorOf = (job: Pick<Job, 'kind'>) => byKind.get(job.kind);
  return {
    descriptorOf,
    filterOptions: (intl) =>
      [...byKind.entries()].flatMap(([value, {label}]) => (label ? [{value, label: label(intl)}] : [])),
    nameOf: (job) => descriptorOf(job)?.name(job) ?? null,
    summaryOf(intl, job, {kind = false} = {}) {
      const descriptor = descriptorOf(job);
      // A kind this app has no name for yet is named as it is.
      if (!descriptor) return intl.formatMessage(historyMessages.kindOther, {kind: job.kind});
      const settings = descriptor.summary(intl, job);
      return kind && descriptor.summaryNamesKind && descriptor.label
        ? intl.formatMessage(historyMessages.toolAndSettings, {tool: descriptor.label(intl), settings})
        : settings;
    },
    secondsOf(job) {
      const descriptor = descriptorOf(job);
      const seconds = descriptor?.seconds ? descriptor.seconds(job) : job.inputFiles[0]?.durationSeconds;
      return seconds ?? null;
    },
    resultOf: (job) => descriptorOf(job)?.result?.(job),
  };
}
