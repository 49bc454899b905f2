import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {newUser} from '../jobs/testing/jobTestKit.ts';
import type {Api} from '../server.ts';
import {makeAudioFixtures} from '../testing/audioFixtures.ts';
import {testApi} from '../testing/testApi.ts';
import {tusClient} from '../testing/tusClient.ts';
import {iframeHtml, parseShareLink} from './oembed.ts';

const SITE = 'https://nada.example';
let api: Api;
let close: () => Promise<void>;
beforeAll(async () => {
  ({api, close} = await testApi({NADA_PUBLIC_URL: SITE}));
});
afterAll(() => close());

async function newOwner(name: string) {
  const {id, headers, idToken} = await newUser(api, name);
  const create = async (title: string, visibility: 'public' | 'private') => {
    const response = await api.inject({
      method: 'POST',
      url: '/api/playlists',
      headers,
      payload: {title, visibility},
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as {id: string}).id;
  };
  return {id, headers, idToken, create};
}

describe('share links', () => {
  it('names a playlist from its page or its embed page on this site only', () => {
    expect(parseShareLink(`${SITE}/v3/playlist?id=abc-1`, SITE)).toEqual({kind: 'playlist', id: 'abc-1'});
    expect(parseShareLink(`${SITE}/en/v3/playlist?id=abc`, SITE)).toEqual({kind: 'playlist', id: 'abc'});
    expect(parseShareLink(`${SITE}/en/embed/playlist/abc`, SITE)).toEqual({kind: 'playlist', id: 'abc'});
    expect(parseShareLink(`${SITE}/embed/track/t-1`, SITE)).toEqual({kind: 'track', id: 't-1'});
    expect(parseShareLink(`https://evil.example/v3/playlist?id=abc`, SITE)).toBeNull();
    expect(parseShareLink(`${SITE}/v3/playlist`, SITE)).toBeNull();
    expect(parseShareLink(`${SITE}/v3/playlist?id=a%20b`, SITE)).toBeNull();
    expect(parseShareLink('not a url', SITE)).toBeNull();
  });

  it('escapes the iframe attributes', () => {
    expect(iframeHtml(`${SITE}/embed/playlist/x`, 'Lagu "kita" <3', {width: 300, height: 200})).toContain(
      'title="Lagu &quot;kita&quot; &lt;3" width="300" height="200"',
    );
  });
});

describe('embedding a playlist', () => {
  it('serves a public playlist to anyone from any origin, and no private one, even to its owner', async () => {
    const owner = await newOwner('Penyanyi Sematan');
    const file = await tusClient(api, owner.idToken).upload(makeAudioFixtures().mp3, 'Lagu.mp3');
    const fileId = (file.json() as {file: {id: string}}).file.id;
    const shared = await owner.create('Untuk dibagikan', 'public');
    const hidden = await owner.create('Rahasia', 'private');
    await api.inject({
      method: 'POST',
      url: `/api/playlists/${shared}/items`,
      headers: owner.headers,
      payload: {fileId},
    });

    const response = await api.inject({
      url: `/api/embed/playlists/${shared}`,
      headers: {origin: 'http://partner.example'},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const body = response.json() as {isOwner: boolean; items: {streamUrl: string}[]};
    expect(body).toMatchObject({isOwner: false, title: 'Untuk dibagikan'});
    const stream = await api.inject({url: body.items[0]?.streamUrl ?? ''});
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['cross-origin-resource-policy']).toBe('cross-origin');

    for (const headers of [{}, owner.headers]) {
      const refused = await api.inject({url: `/api/embed/playlists/${hidden}`, headers});
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('PLAYLIST_NOT_FOUND');
    }
    expect((await api.inject({url: '/api/embed/playlists/nope'})).statusCode).toBe(404);
  });

  it("lists a user's public playlists only, to anyone", async () => {
    const owner = await newOwner('Pemilik Profil');
    const first = await owner.create('Publik satu', 'public');
    await owner.create('Pribadi', 'private');
    const second = await owner.create('Publik dua', 'public');
    const response = await api.inject({url: `/api/users/${owner.id}/playlists`});
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as {items: {id: string; visibility: string}[]}).items.map((item) => item.id);
    expect(ids).toEqual([second, first]);
    const unknown = await api.inject({url: '/api/users/00000000-0000-4000-8000-000000000000/playlists'});
    expect(unknown.json().error.code).toBe('USER_NOT_FOUND');
  });

  it('answers oEmbed with an iframe of the embed page for a public share link only', async () => {
    const owner = await newOwner('Pemilik oEmbed');
    const shared = await owner.create('Latihan bersama', 'public');
    const hidden = await owner.create('Latihan sendiri', 'private');
    const oembed = (url: string, extra = '') =>
      api.inject({url: `/api/oembed?url=${encodeURIComponent(url)}&format=json${extra}`});

    const response = await oembed(`${SITE}/en/v3/playlist?id=${shared}`, '&maxwidth=300');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Nada',
      title: 'Latihan bersama',
      author_name: 'Pemilik oEmbed',
      width: 300,
      height: 320,
    });
    expect(response.json().html).toContain(`src="${SITE}/en/embed/playlist/${shared}"`);

    const private_ = await oembed(`${SITE}/v3/playlist?id=${hidden}`);
    expect(private_.statusCode).toBe(404);
    expect(private_.json().error.code).toBe('PLAYLIST_NOT_FOUND');
    const foreign = await oembed(`https://evil.example/v3/playlist?id=${shared}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('VALIDATION_FAILED');
    const xml = await api.inject({
      url: `/api/oembed?url=${encodeURIComponent(`${SITE}/v3/playlist?id=${shared}`)}&format=xml`,
    });
    // oEmbed 2.3.4: a format the provider does not serve is 501 Not Implemented.
    expect(xml.statusCode).toBe(501);
    expect(xml.json().error.code).toBe('OEMBED_FORMAT_NOT_IMPLEMENTED');
  });
});
