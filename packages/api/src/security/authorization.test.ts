import {randomUUID} from 'node:crypto';
import {Readable} from 'node:stream';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {insertFile} from '../files/store.ts';
import {JobRegistry} from '../jobs/registry.ts';
import {hashJobKind} from '../jobs/testing/hashJob.ts';
import {newUser, uniqueKind} from '../jobs/testing/jobTestKit.ts';
import type {TestUser} from '../jobs/testing/jobTestKit.ts';
import type {Api} from '../server.ts';
import {newFileKey} from '../storage/storage.ts';
import {createTicket} from '../support/store.ts';
import {saveGeneratedTrack} from '../tracks/store.ts';
import {dialect, testApi} from '../testing/testApi.ts';
import {tusClient} from '../testing/tusClient.ts';
import type {RouteEntry} from './routeTable.ts';

/**
 * Routes anyone may call, with the reason. Every other route must require sign-in; a route that
 * is in neither group fails the test until it is classified here or given `config.auth`.
 */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'liveness probe for load balancers',
  'HEAD /api/health': 'liveness probe without a body',
  'GET /api/ready': 'readiness probe for load balancers',
  'HEAD /api/ready': 'readiness probe without a body',
  'GET /api/metrics':
    "Prometheus's scrape; METRICS_TOKEN guards it (checked in the route), the proxy hides it",
  'HEAD /api/metrics': 'the same scrape without a body',
  'GET /api/plans': 'the plan catalogue the landing and pricing pages show to everyone',
  'HEAD /api/plans': 'the plan catalogue without a body',
  'GET /api/billing/providers': 'whether payments are set up, which the public pricing pages show',
  'HEAD /api/billing/providers': 'the same without a body',
  'POST /api/billing/webhooks/:provider': "the provider's signature is the credential, checked in the route",
  'GET /api/openapi.json': 'the API description the app generates its client from',
  'HEAD /api/openapi.json': 'the API description without a body',
  'GET /api/files/:id/content': 'the signed URL is the credential (for <audio src>), checked in the route',
  'HEAD /api/files/:id/content': 'the same signed URL without a body',
  'GET /api/jobs/:id/archive':
    'the signed URL is the credential (a plain download link), checked in the route',
  'HEAD /api/jobs/:id/archive': 'the same signed URL without a body',
  'POST /api/bot-check/challenge': 'taken before sign-in, to be allowed to register or sign in',
  'POST /api/bot-check/verify': 'answered before sign-in, to be allowed to register or sign in',
  'GET /api/users/:id': 'the public profile: name, photo and membership date only',
  'HEAD /api/users/:id': 'the public profile without a body',
  'GET /api/users/:id/playlists': "the public profile's public playlists (private ones never listed)",
  'HEAD /api/users/:id/playlists': 'the public playlists without a body',
  'GET /api/embed/playlists/:id':
    'the embedded player on partner sites: public playlists only, 404 otherwise',
  'HEAD /api/embed/playlists/:id': 'the embedded playlist without a body',
  'GET /api/embed/tracks/:id': 'the embedded player on partner sites: public tracks only, 404 otherwise',
  'HEAD /api/embed/tracks/:id': 'the embedded track without a body',
  'GET /api/oembed': "oEmbed for a public playlist's share link, read by other sites",
  'HEAD /api/oembed': 'oEmbed without a body',
  'GET /api/users/:id/photo': 'the profile photo, shown as <img> on public pages',
  'HEAD /api/users/:id/photo': 'the profile photo without a body',
  'POST /api/session': 'the ID token in the body is the credential, checked in the route',
  'DELETE /api/session': "only clears the caller's own session cookie",
  'GET /api/playlists/:id':
    "optional sign-in: the owner reads theirs, anyone a public one; the route checks (another user's private one is 404)",
  'HEAD /api/playlists/:id': 'the same playlist without a body',
  'GET /api/tracks/:id':
    "optional sign-in: the owner reads theirs, anyone a public one; the route checks (another user's private one is 404)",
  'HEAD /api/tracks/:id': 'the same track without a body',
  'GET /api/users/:id/tracks': "a user's public tracks, shown on their public profile",
  'HEAD /api/users/:id/tracks': 'the same list without a body',
  'GET /api/sounds': 'the sound library: published sounds only',
  'HEAD /api/sounds': 'the sound library without a body',
  'GET /api/sounds/:id':
    'optional sign-in: a published sound for anyone, an unpublished one for admins only (404 otherwise)',
  'HEAD /api/sounds/:id': 'the same sound without a body',
};

/** Valid bodies for routes that need one, so another user's resource is refused by the route, not the schema. */
const BODIES: Record<string, object> = {
  'PATCH /api/playlists/:id': {title: 'Punya saya'},
  'PATCH /api/files/:id': {title: 'Punya saya'},
  'PATCH /api/tracks/:id': {title: 'Punya saya'},
  'PUT /api/playlists/:id/items/order': {itemIds: []},
  'POST /api/support/tickets/:id/messages': {body: 'Ini tiket saya'},
  'PUT /api/jobs/:id/mix': {stems: [], semitones: 0, tempo: 1, loop: null, markers: []},
};

/** Another user's resource for each parameterised route, by the path before its first parameter. */
type Fixtures = Record<string, {id: string; code: string}>;

let api: Api;
let close: () => Promise<void>;
let owner: TestUser;
let intruder: TestUser;
let fixtures: Fixtures;
let routes: RouteEntry[];

beforeAll(async () => {
  const kind = uniqueKind();
  const registry = new JobRegistry().registerJobKind(hashJobKind(kind));
  ({api, close} = await testApi({}, {jobs: {registry, pollMs: 100, shutdownGraceMs: 0}}));
  await api.ready();
  routes = api.routeTable;
  [owner, intruder] = [await newUser(api), await newUser(api)];

  const key = newFileKey(owner.id);
  const stored = await api.nada.storage.put(key, Readable.from([Buffer.from('owned')]));
  const file = await insertFile(api.nada.db.kysely, {
    id: randomUUID(),
    owner_id: owner.id,
    storage_key: key,
    original_name: 'owned.txt',
    content_type: 'text/plain',
    size_bytes: stored.size,
    sha256: stored.sha256,
    created_at: new Date().toISOString(),
    expires_at: null,
  });
  const job = await api.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: owner.headers,
    payload: {kind, params: {rounds: 50_000_000}},
  });
  const upload = await tusClient(api, owner.headers.authorization.slice('Bearer '.length)).create(100);
  const uploadId = String(upload.headers.location).split('/').at(-1) ?? '';
  const playlist = await api.inject({
    method: 'POST',
    url: '/api/playlists',
    headers: owner.headers,
    payload: {title: 'Milik pemilik'},
  });
  const playlistId = (playlist.json() as {id: string}).id;
  BODIES['POST /api/playlists/:id/items'] = {fileId: file.id};
  const ticketId = await createTicket(api.nada.db.kysely, {
    userId: owner.id,
    category: 'other',
    subject: 'Tiket pemilik',
    body: 'Hanya untuk pemilik',
    attachment: null,
  });
  const jobId = (job.json() as {id: string}).id;
  await saveGeneratedTrack(api.nada.db.kysely, {
    id: jobId,
    owner_id: owner.id,
    title: 'Lagu pemilik',
    mix_file_id: file.id,
    peaks_file_id: null,
    duration_seconds: 20,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  });
  fixtures = {
    '/api/playlists/': {id: playlistId, code: 'PLAYLIST_NOT_FOUND'},
    '/api/tracks/': {id: jobId, code: 'TRACK_NOT_FOUND'},
    '/api/files/': {id: file.id, code: 'FILE_NOT_FOUND'},
    '/api/jobs/': {id: jobId, code: 'JOB_NOT_FOUND'},
    '/api/uploads/': {id: uploadId, code: 'UPLOAD_NOT_FOUND'},
    '/api/support/tickets/': {id: ticketId, code: 'TICKET_NOT_FOUND'},
    // Admin routes answer 403 to a user whatever the id (their own test); the 401 test needs an id.
    '/api/admin/sounds/': {id: randomUUID(), code: 'SOUND_NOT_FOUND'},
  };
});
afterAll(() => close());

const name = (route: RouteEntry) => `${route.method} ${route.url}`;
const isPublic = (route: RouteEntry) => name(route) in PUBLIC_ROUTES;

/** The route's URL for `fixture`'s resource, or undefined when it has no parameter. */
function urlFor(route: RouteEntry): string | undefined {
  const at = route.url.indexOf('/:');
  if (at < 0) return undefined;
  const base = route.url.slice(0, at + 1);
  const fixture = fixtures[base];
  if (!fixture) throw new Error(`No fixture for ${name(route)}: add another user's resource for ${base}`);
  return route.url.replace(/:[A-Za-z]+/g, fixture.id);
}

describe(`authorization matrix (${dialect})`, () => {
  it('answers 403 ADMIN_ONLY to a signed-in user without the admin claim on every admin route', async () => {
    const admin = routes.filter((route) => route.url.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(4);
    for (const route of admin) {
      const response = await api.inject({
        method: route.method,
        url: route.url.replace(/:[A-Za-z]+/g, 'some-id'),
        headers: intruder.headers,
      });
      expect(response.statusCode, name(route)).toBe(403);
      if (route.method !== 'HEAD') expect(response.json().error.code, name(route)).toBe('ADMIN_ONLY');
    }
  });

  it('sees the routes, and every one is public (with a reason) or requires sign-in', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.map(name)).toEqual(
      expect.arrayContaining([
        'GET /api/me',
        'POST /api/jobs',
        'GET /api/files/:id',
        'GET /api/credits',
        'GET /api/engines',
      ]),
    );
    const unclassified = routes.filter((route) => !isPublic(route) && route.auth !== 'required').map(name);
    expect(unclassified).toEqual([]);
    // A public entry that no longer matches a route is stale: it would hide a future route.
    const known = new Set(routes.map(name));
    expect(Object.keys(PUBLIC_ROUTES).filter((route) => !known.has(route))).toEqual([]);
  });

  it('answers 401 to an anonymous request on every route that requires sign-in', async () => {
    const checked: string[] = [];
    for (const route of routes.filter((entry) => !isPublic(entry))) {
      const response = await api.inject({method: route.method, url: urlFor(route) ?? route.url});
      expect(response.statusCode, name(route)).toBe(401);
      // HEAD answers carry no body.
      if (route.method !== 'HEAD') expect(response.json().error.code, name(route)).toBe('UNAUTHENTICATED');
      checked.push(name(route));
    }
    expect(checked.length).toBeGreaterThan(10);
  });

  it("answers 404 to another user's resource on every route with a path parameter", async () => {
    // Admin routes refuse a user whatever the resource (403, tested below).
    const parameterised = routes.filter(
      (route) => !isPublic(route) && route.url.includes('/:') && !route.url.startsWith('/api/admin/'),
    );
    expect(parameterised.map(name)).toEqual(
      expect.arrayContaining([
        'GET /api/files/:id',
        'DELETE /api/files/:id',
        'PATCH /api/files/:id',
        'POST /api/files/:id/url',
        'GET /api/jobs/:id',
        'DELETE /api/jobs/:id',
        'POST /api/jobs/:id/cancel',
        'POST /api/jobs/:id/archive-url',
        'GET /api/jobs/:id/events',
        'GET /api/jobs/:id/mix',
        'PUT /api/jobs/:id/mix',
        'HEAD /api/uploads/:id',
        'PATCH /api/uploads/:id',
        'DELETE /api/uploads/:id',
        'PATCH /api/playlists/:id',
        'DELETE /api/playlists/:id',
        'POST /api/playlists/:id/items',
        'DELETE /api/playlists/:id/items/:itemId',
        'PUT /api/playlists/:id/items/order',
        'GET /api/files/:id/playlists',
        'GET /api/support/tickets/:id',
        'POST /api/support/tickets/:id/messages',
        'POST /api/support/tickets/:id/close',
        'PATCH /api/tracks/:id',
      ]),
    );
    for (const route of parameterised) {
      const url = urlFor(route) ?? '';
      const body = BODIES[name(route)];
      const response = await api.inject({
        method: route.method,
        url,
        headers: intruder.headers,
        ...(body ? {payload: body} : {}),
      });
      expect(response.statusCode, name(route)).toBe(404);
      if (route.method !== 'HEAD') {
        const base = route.url.slice(0, route.url.indexOf('/:') + 1);
        expect(response.json().error.code, name(route)).toBe(fixtures[base]?.code);
      }
    }
    // The resources are real and still there: their owner reads them.
    for (const route of parameterised.filter(
      // Every parameter gets the same id here, so no message has the ticket's id for its attachment.
      (entry) =>
        // The owner's job is still running, so it has no stems to mix yet (409, see mixes/routes.test.ts).
        entry.method === 'GET' &&
        !entry.url.endsWith('/events') &&
        !entry.url.endsWith('/attachment') &&
        !entry.url.endsWith('/mix'),
    )) {
      const response = await api.inject({method: 'GET', url: urlFor(route) ?? '', headers: owner.headers});
      expect(response.statusCode, `${name(route)} as the owner`).toBe(200);
    }
    const upload = await api.inject({
      method: 'HEAD',
      url: urlFor({method: 'HEAD', url: '/api/uploads/:id', auth: 'required'}) ?? '',
      headers: {...owner.headers, 'tus-resumable': '1.0.0'},
    });
    expect(upload.statusCode).toBe(200);
  });

  it('lets anyone read a public playlist, and nobody but its owner change it', async () => {
    const url = urlFor({method: 'GET', url: '/api/playlists/:id', auth: 'optional'}) ?? '';
    for (const headers of [{}, intruder.headers]) {
      expect((await api.inject({url, headers})).json().error.code).toBe('PLAYLIST_NOT_FOUND');
    }
    expect((await api.inject({url, headers: owner.headers})).statusCode).toBe(200);
    const published = await api.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: {visibility: 'public'},
    });
    expect(published.statusCode).toBe(200);
    for (const headers of [{}, intruder.headers]) {
      const response = await api.inject({url, headers});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({isOwner: false, visibility: 'public'});
    }
    const changes = routes.filter(
      (route) => route.url.startsWith('/api/playlists/:id') && !['GET', 'HEAD'].includes(route.method),
    );
    expect(changes.length).toBe(5);
    for (const route of changes) {
      const body = BODIES[name(route)];
      const response = await api.inject({
        method: route.method,
        url: urlFor(route) ?? '',
        headers: intruder.headers,
        ...(body ? {payload: body} : {}),
      });
      expect(response.statusCode, name(route)).toBe(404);
      expect(response.json().error.code, name(route)).toBe('PLAYLIST_NOT_FOUND');
    }
    const after = await api.inject({url, headers: owner.headers});
    expect(after.json()).toMatchObject({title: 'Milik pemilik', visibility: 'public'});
  });

  it("reaches only the caller's own account through /api/me, and no public route shows private fields", async () => {
    const me = (await api.inject({url: '/api/me', headers: owner.headers})).json();
    const account = routes.filter((route) => route.url.startsWith('/api/me')).map(name);
    expect(account).toEqual(
      expect.arrayContaining([
        'PATCH /api/me',
        'DELETE /api/me',
        'PUT /api/me/photo',
        'DELETE /api/me/photo',
      ]),
    );
    // The account routes take no id: whatever the intruder sends acts on the intruder alone.
    const changed = await api.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: intruder.headers,
      payload: {displayName: 'Intruder'},
    });
    expect(changed.json().id).toBe(intruder.id);
    expect(
      (await api.inject({method: 'DELETE', url: '/api/me/photo', headers: intruder.headers})).statusCode,
    ).toBe(204);
    expect((await api.inject({url: '/api/me', headers: owner.headers})).json()).toEqual(me);
    const profile = await api.inject({url: `/api/users/${owner.id}`, headers: intruder.headers});
    expect(Object.keys(profile.json()).sort()).toEqual(['displayName', 'id', 'memberSince', 'photoURL']);
  });
});
