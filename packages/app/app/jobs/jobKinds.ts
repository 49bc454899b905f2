// The front end's registry of job kinds: one descriptor per kind the API offers, each written in the
// feature package that owns the kind and given the app's pages here. Lists and pages read a job
// through it, never by its kind; a kind the API adds fails the typecheck until it has its line here.
import {importJobKind, separateJobKind, type StemsResultView} from '@nada/generation-wizard';
import {generateJobKind} from '@nada/generate-ai';
import {jobKindRegistry, jobPagePath, type LocalePath} from '@nada/jobs';
import {mixJobKind} from '@nada/playground';
import {playlistExportJobKind} from '@nada/playlist';
import {transformJobKind} from '@nada/tone-tools';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import type {RouteName} from '../routing/routeTable';
import {playlistExportStageValues, separateParamsDefaults} from '../api/schemaValues.generated';
import type {Job} from './jobTypes';

/** The page `route` in a locale, as a descriptor takes it. */
const page =
  (route: RouteName): LocalePath<Locale> =>
  (locale) =>
    localePath(route, locale);

/** A playlist export, shown on its playlist's page. */
const playlistExport = playlistExportJobKind({
  page: page('v3-playlist'),
  stageIds: playlistExportStageValues,
});

/** The stages of a playlist export, in order, with their labels (the export's progress on the playlist page). */
export const playlistExportStages = playlistExport.stages;

/** Each kind's descriptor, in the order the history's kind filter offers them. */
export const jobKinds = jobKindRegistry<Job, Locale, StemsResultView>({
  separate: separateJobKind({
    page: page('v3-minusone'),
    custom: page('v3-minusone-custom'),
    defaults: separateParamsDefaults,
  }),
  import: importJobKind({
    page: page('v3-generate_fr_yt-preview_file'),
    options: page('v3-generate_fr_yt-option'),
  }),
  generate: generateJobKind({page: page('v3-generate_ai')}),
  // Shown on /tone/sound (the home links there); the history offers no "open" for it.
  transform: transformJobKind({page: page('tone-sound')}),
  mix: mixJobKind({page: page('v3-playground')}),
  'playlist-export': playlistExport,
});

/** Where a job of the user's is shown (each kind's page; the minus-one page for a kind this app does not know). */
export function jobPath(job: Job, locale: Locale): string {
  return jobKinds.descriptorOf(job)?.path?.(job, locale) ?? jobPagePath(page('v3-minusone'), job.id, locale);
}
