import {afterEach, describe, expect, it, vi} from 'vitest';
import {FakeMedia} from '../testing/FakeMedia';
import {defineNadaPlayer} from './define';
import {apiPlaylistLoader, EmbedLoadError, type EmbedPlaylist} from './embedSource';
import type {NadaPlayerElement} from './NadaPlayerElement';

defineNadaPlayer();

const playlist: EmbedPlaylist = {
  id: 'p1',
  title: 'Latihan Minggu',
  ownerName: 'Sari',
  pageUrl: 'https://nada.example/v3/playlist?id=p1',
  tracks: [
    {id: 'a', title: 'Bengawan Solo', src: 'https://nada.example/a.mp3', durationSeconds: 120},
    {id: 'b', title: 'Rayuan Pulau Kelapa', src: 'https://nada.example/b.mp3', durationSeconds: 90},
  ],
};

interface Mount {
  element: NadaPlayerElement;
  media: FakeMedia;
  shadow: ShadowRoot;
}

/** Mounts a player with a fake loader and media; `loader` answers the playlist by default. */
function mount(
  attributes: Record<string, string>,
  loader: (id: string) => Promise<EmbedPlaylist> = async () => playlist,
): Mount {
  const element = document.createElement('nada-player') as NadaPlayerElement;
  const media = new FakeMedia({
    durations: {'https://nada.example/a.mp3': 120, 'https://nada.example/b.mp3': 90},
  });
  element.loader = loader;
  element.createMedia = () => media;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return {element, media, shadow: element.shadowRoot as ShadowRoot};
}

const button = (shadow: ShadowRoot, name: string) =>
  [...shadow.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name);

async function until(condition: () => boolean) {
  await vi.waitFor(() => expect(condition()).toBe(true));
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = '';
});

describe('<nada-player>', () => {
  it('loads a playlist, plays it, moves through it and says so to screen readers', async () => {
    const {element, media, shadow} = mount({playlist: 'p1', lang: 'en'});
    expect(element.dataset.status).toBe('loading');
    expect(shadow.querySelector('[role="status"]')?.textContent).toBe('Loading the playlist…');
    await until(() => element.dataset.status === 'ready');
    expect(shadow.querySelector('section')?.getAttribute('aria-label')).toBe('Nada player: Latihan Minggu');
    expect(shadow.querySelector('.owner')?.textContent).toBe('by Sari');

    button(shadow, 'Play')?.click();
    await until(() => element.dataset.status === 'playing');
    expect(button(shadow, 'Pause')).toBeDefined();
    expect(shadow.querySelector('[aria-live="polite"]')?.textContent).toBe('Now playing: Bengawan Solo');
    media.advance(30);
    expect(element.currentTime).toBe(30);
    const slider = shadow.querySelector('input[type="range"]') as HTMLInputElement;
    expect(slider.getAttribute('aria-label')).toBe('Position in the song');
    expect(slider.getAttribute('aria-valuetext')).toBe('0:30 of 2:00');

    slider.value = '60';
    slider.dispatchEvent(new Event('input'));
    expect(media.currentTime).toBe(60);

    button(shadow, 'Next track')?.click();
    await until(() => shadow.querySelector('.current')?.textContent === 'Rayuan Pulau Kelapa');
    const current = shadow.querySelector('.track[aria-current="true"]');
    expect(current?.textContent).toContain('Rayuan Pulau Kelapa');

    button(shadow, 'Pause')?.click();
    await until(() => element.dataset.status === 'paused');
  });

  it('speaks the page language unless it has its own, and switches when lang changes', async () => {
    document.documentElement.lang = 'id';
    const {element, shadow} = mount({playlist: 'p1'});
    await until(() => element.dataset.status === 'ready');
    expect(button(shadow, 'Putar')).toBeDefined();
    expect(shadow.querySelector('.open')?.textContent).toBe('Dengarkan di Nada');
    element.setAttribute('lang', 'en-GB');
    expect(button(shadow, 'Play')).toBeDefined();
    expect(shadow.querySelector('.open')?.textContent).toBe('Listen on Nada');
  });

  it('tells an unavailable, a failed, an empty and an unnamed playlist apart', async () => {
    const unavailable = mount({playlist: 'x', lang: 'en'}, async () => {
      throw new EmbedLoadError('unavailable');
    });
    await until(() => unavailable.element.dataset.status === 'unavailable');
    expect(unavailable.shadow.querySelector('[role="alert"]')?.textContent).toMatch(/not available/);
    expect((unavailable.shadow.querySelector('.transport') as HTMLElement).hidden).toBe(true);

    const failed = mount({playlist: 'x', lang: 'id'}, async () => {
      throw new TypeError('offline');
    });
    await until(() => failed.element.dataset.status === 'failed');
    expect(failed.shadow.querySelector('[role="alert"]')?.textContent).toMatch(/tidak bisa dimuat/);

    const empty = mount({playlist: 'p1', lang: 'en'}, async () => ({...playlist, tracks: []}));
    await until(() => empty.element.dataset.status === 'empty');
    expect(empty.shadow.querySelector('[role="status"]')?.textContent).toBe(
      'This playlist has no songs yet.',
    );

    const unnamed = mount({lang: 'en'});
    expect(unnamed.element.dataset.status).toBe('missing');
  });

  it('shows a song that fails to play as an error with its reason', async () => {
    const {element, media, shadow} = mount({playlist: 'p1', lang: 'en'});
    await until(() => element.dataset.status === 'ready');
    button(shadow, 'Play')?.click();
    media.fail(2);
    await until(() => element.dataset.status === 'error');
    expect(shadow.querySelector('[role="alert"]')?.textContent).toMatch(/stopped loading/);
  });

  it('loads the playlist a new playlist attribute names, dropping an answer that comes late', async () => {
    let answerFirst: (value: EmbedPlaylist) => void = () => {};
    const loader = vi.fn((id: string) =>
      id === 'slow'
        ? new Promise<EmbedPlaylist>((resolve) => (answerFirst = resolve))
        : Promise.resolve({...playlist, id, title: 'Kedua'}),
    );
    const {element, shadow} = mount({playlist: 'slow', lang: 'en'}, loader);
    element.setAttribute('playlist', 'second');
    await until(() => element.dataset.status === 'ready');
    answerFirst({...playlist, title: 'Pertama'});
    await Promise.resolve();
    expect(shadow.querySelector('.title')?.textContent).toBe('Kedua');
  });
});

describe('<nada-player> started by a page', () => {
  it('starts from a named song, in order or shuffled, and plays nothing for a song it does not have', async () => {
    const {element, media} = mount({playlist: 'p1', lang: 'en'});
    await expect(element.start({trackId: 'b'})).resolves.toBe(true);
    await until(() => element.dataset.status === 'playing');
    expect(media.src).toBe('https://nada.example/b.mp3');
    await expect(element.start({shuffle: true})).resolves.toBe(true);
    await until(() => media.src === 'https://nada.example/a.mp3');
    await expect(element.start({trackId: 'gone'})).resolves.toBe(false);
  });

  it('shows neither the song list nor the link to Nada when compact (on a Nada page)', async () => {
    const {element, shadow} = mount({playlist: 'p1', lang: 'en', compact: ''});
    await until(() => element.dataset.status === 'ready');
    expect((shadow.querySelector('.tracks') as HTMLElement).hidden).toBe(true);
    expect((shadow.querySelector('.open') as HTMLElement).hidden).toBe(true);
    expect((shadow.querySelector('.transport') as HTMLElement).hidden).toBe(false);
  });
});

describe('<nada-player track>', () => {
  it('plays one public track, asked for as a track', async () => {
    const loader = vi.fn(async (id: string, kind?: string) => ({
      ...playlist,
      id,
      title: kind === 'track' ? 'Pop santai' : 'wrong',
      tracks: playlist.tracks.slice(0, 1),
    }));
    const {element, shadow} = mount({track: 't1', lang: 'en'}, loader);
    await until(() => element.dataset.status === 'ready');
    expect(loader).toHaveBeenCalledWith('t1', 'track');
    expect(shadow.querySelector('.title')?.textContent).toBe('Pop santai');
    expect(button(shadow, 'Next track')?.disabled).toBe(true);
  });

  it('shows a length as the app does, to the nearest second (issue 42: 0:01 here, 0:02 in the app)', async () => {
    const sound = {id: 's', title: 'Kendang', src: 'https://nada.example/s.mp3', durationSeconds: 1.6};
    const element = document.createElement('nada-player') as NadaPlayerElement;
    const media = new FakeMedia({durations: {[sound.src]: 1.6}});
    element.loader = async () => ({...playlist, tracks: [sound]});
    element.createMedia = () => media;
    element.setAttribute('track', 's');
    element.setAttribute('lang', 'en');
    document.body.append(element);
    const shadow = element.shadowRoot as ShadowRoot;
    await until(() => element.dataset.status === 'ready');
    expect(shadow.querySelector('.track')?.textContent).toBe('1. Kendang0:02');
    button(shadow, 'Play')?.click();
    await until(() => element.dataset.status === 'playing');
    media.advance(1.5);
    expect(shadow.querySelector('.elapsed')?.textContent).toBe('0:01');
    expect(shadow.querySelector('.length')?.textContent).toBe('0:02');
  });
});

describe('apiPlaylistLoader', () => {
  const body = {
    id: 'p1',
    title: 'Latihan',
    ownerName: null,
    items: [
      {
        id: 'a',
        title: 'A',
        available: true,
        durationSeconds: 10,
        streamUrl: '/api/files/a/content?sig=1',
        streamUrlExpiresAt: null,
      },
      {
        id: 'b',
        title: 'B',
        available: false,
        durationSeconds: null,
        streamUrl: null,
        streamUrlExpiresAt: null,
      },
    ],
  };

  it('asks the site without credentials and keeps the playable songs, with absolute URLs', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(body), {status: 200}));
    const loaded = await apiPlaylistLoader('https://nada.example', 'en', fetchImpl)('p1');
    expect(fetchImpl).toHaveBeenCalledWith('https://nada.example/api/embed/playlists/p1', {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    expect(loaded.tracks.map((track) => track.src)).toEqual([
      'https://nada.example/api/files/a/content?sig=1',
    ]);
    expect(loaded.pageUrl).toBe('https://nada.example/en/v3/playlist?id=p1');
  });

  it('asks for a track by its own route and makes it a playlist of one', async () => {
    const track = {
      id: 't1',
      title: 'Pop santai',
      ownerName: 'Sari',
      durationSeconds: 30,
      streamUrl: '/api/files/m/content?sig=2',
      streamUrlExpiresAt: '2030-01-01T00:00:00Z',
    };
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(track), {status: 200}));
    const loaded = await apiPlaylistLoader('https://nada.example', 'id', fetchImpl)('t1', 'track');
    expect(fetchImpl).toHaveBeenCalledWith('https://nada.example/api/embed/tracks/t1', expect.anything());
    expect(loaded.tracks).toEqual([
      {
        id: 't1',
        title: 'Pop santai',
        src: 'https://nada.example/api/files/m/content?sig=2',
        durationSeconds: 30,
        expiresAt: '2030-01-01T00:00:00Z',
      },
    ]);
  });

  it('tells a playlist that is not public from a failed request', async () => {
    const missing = apiPlaylistLoader(
      'https://nada.example',
      'id',
      async () => new Response('{}', {status: 404}),
    );
    await expect(missing('p1')).rejects.toMatchObject({reason: 'unavailable'});
    const broken = apiPlaylistLoader(
      'https://nada.example',
      'id',
      async () => new Response('{}', {status: 500}),
    );
    await expect(broken('p1')).rejects.toMatchObject({reason: 'failed'});
    const offline = apiPlaylistLoader('https://nada.example', 'id', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline('p1')).rejects.toMatchObject({reason: 'failed'});
  });
});
