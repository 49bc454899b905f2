// Every API call of the sound library's pages, through the client generated from the API's document.
import type {SoundAuditEntry, SoundChange, SoundFilters, SoundSummary} from '@nada/sound-library';
import {peakColumns, peaksDuration, type WaveformPeaks} from '@nada/waveform';
import {dataOf} from '../api/client';
import type {components} from '../api/schema';
import {api} from '../api/sessionClient';
import {fetchPeaksFrom} from '@nada/jobs';

/** A sound of the library (`GET /api/sounds`). */
export type Sound = components['schemas']['Sound'];

/** A page of sounds with the facet counts. */
export type SoundList = components['schemas']['SoundList'];

/** One entry of the library's audit. */
export type SoundAudit = components['schemas']['SoundAuditList'];

/** How many sounds a page of the browser holds. */
export const SOUND_PAGE_SIZE = 24;

/** The query of `GET /api/sounds` for the browser's filters. */
function queryOf(filters: SoundFilters, locale: 'id' | 'en', cursor?: string) {
  return {
    ...(filters.q.trim() ? {q: filters.q.trim()} : {}),
    ...(filters.category ? {category: filters.category} : {}),
    ...(filters.genre ? {genre: filters.genre} : {}),
    ...(filters.key ? {key: filters.key} : {}),
    ...(filters.kind ? {kind: filters.kind} : {}),
    ...(filters.bpmMin !== null ? {bpmMin: filters.bpmMin} : {}),
    ...(filters.bpmMax !== null ? {bpmMax: filters.bpmMax} : {}),
    ...(filters.minSeconds !== null ? {minSeconds: filters.minSeconds} : {}),
    ...(filters.maxSeconds !== null ? {maxSeconds: filters.maxSeconds} : {}),
    ...(filters.sort ? {sort: filters.sort} : {}),
    ...(cursor ? {cursor} : {}),
    lang: locale,
    limit: SOUND_PAGE_SIZE,
  };
}

/** One page of published sounds under the filters (anyone, signed in or not). */
export async function listSounds(
  filters: SoundFilters,
  locale: 'id' | 'en',
  cursor?: string,
  signal?: AbortSignal,
): Promise<SoundList> {
  return dataOf(await api.GET('/api/sounds', {params: {query: queryOf(filters, locale, cursor)}, signal}));
}

/** One page of every sound, published or not (admins). */
export async function listAdminSounds(
  filters: SoundFilters,
  published: boolean | null,
  locale: 'id' | 'en',
  cursor?: string,
): Promise<SoundList> {
  const query = {
    ...queryOf(filters, locale, cursor),
    ...(published === null ? {} : {published: published ? ('true' as const) : ('false' as const)}),
  };
  return dataOf(await api.GET('/api/admin/sounds', {params: {query}}));
}

/** Makes an uploaded file a sound: the server analyses it and answers the unpublished sound. */
export async function createSound(fileId: string): Promise<Sound> {
  return dataOf(await api.POST('/api/admin/sounds', {body: {fileId}}));
}

/** Saves the admin's changes of a sound. */
export async function updateSound(id: string, change: SoundChange): Promise<Sound> {
  return dataOf(await api.PATCH('/api/admin/sounds/{id}', {params: {path: {id}}, body: change}));
}

/** Deletes a sound and its file. */
export async function deleteSound(id: string): Promise<void> {
  await api.DELETE('/api/admin/sounds/{id}', {params: {path: {id}}});
}

/** Publishes, unpublishes or deletes several sounds. */
export async function bulkSounds(ids: string[], action: 'publish' | 'unpublish' | 'delete'): Promise<number> {
  return dataOf(await api.POST('/api/admin/sounds/bulk', {body: {ids, action}})).updated;
}

/** One page of the audit, newest first. */
export async function listAudit(cursor?: string): Promise<SoundAudit> {
  return dataOf(await api.GET('/api/admin/sounds/audit', {params: {query: cursor ? {cursor} : {}}}));
}

/** The names the audit gives the columns it lists, as the editor's fields are named. */
const auditFieldNames: Record<string, string> = {title_id: 'title', title_en: 'title', musical_key: 'key'};

/** The audit entries as the list shows them; Nada's own starter set is added by "Nada". */
export function auditEntriesOf(page: SoundAudit): SoundAuditEntry[] {
  return page.items.map((item) => ({
    id: item.id,
    soundTitle: item.soundTitle,
    actor: item.actorEmail ?? (item.action === 'seed' ? 'Nada' : (item.actorId ?? 'Nada')),
    action: item.action,
    fields:
      item.action === 'update'
        ? [...new Set(Object.keys(item.changes).map((name) => auditFieldNames[name] ?? name))]
        : [],
    at: item.at,
  }));
}

/** How many columns the small waveform of a sound has. */
const WAVE_COLUMNS = 48;

/** The column heights (0..1, loudest 1) of a small waveform drawn from peaks. */
export function waveColumns(peaks: WaveformPeaks, columns = WAVE_COLUMNS): number[] {
  const {min, max} = peakColumns(peaks, {start: 0, end: peaksDuration(peaks), columns});
  const heights = Array.from(max, (top, index) => {
    const low = min[index] ?? 0;
    return Number.isNaN(top) ? 0 : Math.max(Math.abs(top), Math.abs(low));
  });
  const loudest = Math.max(...heights, 1e-6);
  return heights.map((height) => height / loudest);
}

/** A sound with its small waveform read (none when its peaks cannot be read). */
export async function withWave(sound: Sound): Promise<{sound: Sound; peaks: WaveformPeaks | null}> {
  return {sound, peaks: await fetchPeaksFrom(sound.peaksUrl)};
}

/** A sound as the parts show it. */
export function summaryOf(sound: Sound, peaks?: WaveformPeaks | null): SoundSummary {
  return {
    id: sound.id,
    title: sound.title,
    category: sound.category,
    genre: sound.genre,
    tags: sound.tags,
    mood: sound.mood,
    bpm: sound.bpm,
    key: sound.key,
    durationSeconds: sound.durationSeconds,
    loudnessLufs: sound.loudnessLufs,
    kind: sound.kind,
    published: sound.published,
    peaks: peaks ? waveColumns(peaks) : null,
    createdAt: sound.createdAt,
    updatedAt: sound.updatedAt,
  };
}
