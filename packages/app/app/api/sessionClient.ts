import {browserApiSession} from '../auth/session';
import {createApiClient, type ApiClient} from './client';

/**
 * The app's API client, with the browser session's user. Every call either resolves with the
 * answer's `data` or rejects with an `ApiRequestError` (./client.ts):
 * `const {data} = await api.GET('/api/files/{id}', {params: {path: {id}}})`.
 */
export const api: ApiClient = createApiClient(browserApiSession);
