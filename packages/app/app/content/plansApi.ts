// The plan catalogue's one call, through the client generated from the API's OpenAPI document.
import {createApiClient, dataOf, guestSession} from '../api/client';
import type {PlanCatalog} from './planCatalog';

// Loaders run on the server, without the browser's session: the catalogue is public.
/** The plan catalogue (`GET /api/plans`) through `apiFetch`, a loader's in-process API. */
export async function getPlanCatalog(
  apiFetch: (request: Request) => Promise<Response>,
): Promise<PlanCatalog> {
  const client = createApiClient(guestSession, 'http://api.internal', apiFetch);
  return dataOf(await client.GET('/api/plans'));
}
