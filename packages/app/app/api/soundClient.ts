// The sound library's API calls, through the client generated from the API's document, as
// @nada/sound-library reaches them (its `SoundClient` and `SoundAdminClient`).
import type {SoundAdminClient, SoundClient, SoundFilters} from '@nada/sound-library';
import {dataOf, type ApiClient} from './client';
import {api} from './sessionClient';
import {uploadTransport} from './jobApi';

/** How many sounds a page of the browser holds. */
const SOUND_PAGE_SIZE = 24;

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

/** The library as anyone reads it through an API client: the browser's, or a loader's in-process one. */
export function createSoundClient(client: ApiClient): SoundClient {
  return {
    async listSounds(filters, locale, cursor, signal) {
      return dataOf(
        await client.GET('/api/sounds', {params: {query: queryOf(filters, locale, cursor)}, signal}),
      );
    },
  };
}

/** The library as anyone reads it, signed in or not. */
export const soundClient: SoundClient = createSoundClient(api);

/** The admins' calls of `/admin/sound`. */
export const soundAdminClient: SoundAdminClient = {
  uploads: uploadTransport,
  async listAdminSounds(filters, published, locale, cursor) {
    const query = {
      ...queryOf(filters, locale, cursor),
      ...(published === null ? {} : {published: published ? ('true' as const) : ('false' as const)}),
    };
    return dataOf(await api.GET('/api/admin/sounds', {params: {query}}));
  },
  async createSound(fileId) {
    return dataOf(await api.POST('/api/admin/sounds', {body: {fileId}}));
  },
  async updateSound(id, change) {
    return dataOf(await api.PATCH('/api/admin/sounds/{id}', {params: {path: {id}}, body: change}));
  },
  async deleteSound(id) {
    await api.DELETE('/api/admin/sounds/{id}', {params: {path: {id}}});
  },
  async bulkSounds(ids, action) {
    return dataOf(await api.POST('/api/admin/sounds/bulk', {body: {ids, action}})).updated;
  },
  async listAudit(cursor) {
    return dataOf(await api.GET('/api/admin/sounds/audit', {params: {query: cursor ? {cursor} : {}}}));
  },
};
