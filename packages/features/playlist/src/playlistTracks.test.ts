import {fetchPeaksFrom} from '@nada/jobs';
import {describe, expect, it, vi} from 'vitest';
import {itemTrack, playlistOfTrack, playlistTracks, refreshPlaylistTrack} from './playlistTracks';
import type {Playlist, PlaylistItem} from './types';

const peaks = {
  sampleRate: 44100,
  channels: 2,
  length: 4,
  levels: [{samplesPerBucket: 2, min: [-1, -0.5], max: [1, 0.5]}],
};

const item = (id: string, overrides: Partial<PlaylistItem> = {}): PlaylistItem => ({
  id,
  fileId: `file-${id}`,
  title: `Lagu ${id}`,
  durationSeconds: 6,
  available: true,
  streamUrl: `/api/files/file-${id}/content?sig=old`,
  streamUrlExpiresAt: '2026-11-25T10:00:00.000Z',
  peaksUrl: `/api/files/peaks-${id}/content?sig=old`,
  ...overrides,
});

const playlist = (items: PlaylistItem[]): Playlist => ({
  id: 'pl-1',
  title: 'Latihan Minggu',
  description: '',
  visibility: 'private',
  itemCount: items.length,
  durationSeconds: 12,
  ownerId: 'user-1',
  ownerName: 'Sari',
  isOwner: true,
  items,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});

describe('playlist tracks', () => {
  it('names a track after its playlist and item, with the stream URL, length and expiry', () => {
    const track = itemTrack(playlist([]), item('a'), null);
    expect(track).toEqual({
      id: 'playlist:pl-1:a',
      title: 'Lagu a',
      subtitle: 'Latihan Minggu',
      src: '/api/files/file-a/content?sig=old',
      peaks: null,
      durationSeconds: 6,
      expiresAt: '2026-11-25T10:00:00.000Z',
    });
    expect(playlistOfTrack(track ?? {id: ''})).toEqual({playlistId: 'pl-1', itemId: 'a'});
    expect(playlistOfTrack({id: 'job-1:vocals'})).toBeNull();
  });

  it('leaves out items that are no longer available and reads each waveform from its URL', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('peaks-a') ? json(peaks) : json({error: 'gone'}, 404),
    );
    const tracks = await playlistTracks(
      playlist([item('a'), item('gone', {available: false, streamUrl: null}), item('b', {peaksUrl: null})]),
      fetchImpl as typeof fetch,
    );
    expect(tracks.map((track) => track.id)).toEqual(['playlist:pl-1:a', 'playlist:pl-1:b']);
    expect(tracks[0]?.peaks).toEqual(peaks);
    expect(tracks[1]?.peaks).toBeNull();
    // No request for an item without peaks, nor for an unavailable one.
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('plays without a waveform when the peaks are unreadable or not peaks', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchPeaksFrom('/p', (async () => json({hello: 1})) as typeof fetch)).toBeNull();
    expect(await fetchPeaksFrom('/p', (async () => json(peaks, 403)) as typeof fetch)).toBeNull();
    expect(await fetchPeaksFrom(null)).toBeNull();
  });

  it('signs an expired track again by reading its playlist, keeping the waveform', async () => {
    const fresh = item('a', {streamUrl: '/new', streamUrlExpiresAt: '2026-11-25T12:00:00.000Z'});
    const read = vi.fn(async () => playlist([fresh]));
    const old = itemTrack(playlist([]), item('a'), peaks);
    if (!old) throw new Error('no track');
    const refreshed = await refreshPlaylistTrack(old, read);
    expect(read).toHaveBeenCalledWith('pl-1');
    expect(refreshed).toMatchObject({id: old.id, src: '/new', expiresAt: '2026-11-25T12:00:00.000Z', peaks});
  });

  it('fails the refresh of an item that was removed or whose file is gone', async () => {
    const old = itemTrack(playlist([]), item('a'));
    if (!old) throw new Error('no track');
    await expect(refreshPlaylistTrack(old, async () => playlist([]))).rejects.toThrow(/no longer playable/);
    await expect(
      refreshPlaylistTrack(old, async () => playlist([item('a', {available: false, streamUrl: null})])),
    ).rejects.toThrow(/no longer playable/);
    await expect(refreshPlaylistTrack({...old, id: 'job-1'}, async () => playlist([]))).rejects.toThrow(
      /not a playlist/,
    );
  });
});
