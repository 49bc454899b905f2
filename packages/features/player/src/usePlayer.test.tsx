import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {PLAYER_STORAGE_KEY} from './playerOptions';
import {usePlayer} from './PlayerProvider';
import type {PlayerTrack} from './types';
import {bengawan, kopi, playerHarness, renderPlayer, tracks} from './test/render';

const durations = {
  '/bengawan-original.mp3': 200,
  '/bengawan-minus-one.mp3': 200,
  '/kopi.mp3': 240,
  '/rayuan.mp3': 180,
};

describe('usePlayer', () => {
  it('starts idle, then plays a queue from the first variant and tells the lock screen', async () => {
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    expect(result.current.status).toBe('idle');
    expect(result.current.current).toBeNull();
    await act(async () => result.current.play(tracks));
    expect(result.current.status).toBe('playing');
    expect(result.current.current?.id).toBe('bengawan');
    expect(result.current.activeVariantId).toBe('original');
    expect(result.current.duration).toBe(200);
    expect(harness.media.src).toBe('/bengawan-original.mp3');
    expect(harness.session.metadata).toEqual({
      title: 'Bengawan Solo',
      artist: 'Gesang · Original',
      artwork: [],
    });
    expect(harness.session.playbackState).toBe('playing');
  });

  it('pauses, resumes and toggles', async () => {
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks, 1));
    act(() => result.current.pause());
    expect(result.current.status).toBe('paused');
    expect(harness.media.paused).toBe(true);
    expect(harness.session.playbackState).toBe('paused');
    await act(async () => result.current.toggle());
    expect(result.current.status).toBe('playing');
    await act(async () => result.current.toggle());
    expect(result.current.status).toBe('paused');
  });

  it('seeks within the track and follows the time as it plays', async () => {
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks, 1));
    act(() => result.current.seek(61));
    expect(harness.media.currentTime).toBe(61);
    expect(result.current.currentTime).toBe(61);
    act(() => harness.media.advance(4));
    expect(result.current.currentTime).toBe(65);
    act(() => result.current.seek(9999));
    expect(result.current.currentTime).toBe(240);
    expect(harness.session.positions.at(-1)).toEqual({duration: 240, position: 240, playbackRate: 1});
  });

  it('goes to the next and previous tracks; previous restarts a track after 3 s', async () => {
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks));
    await act(async () => result.current.next());
    expect(result.current.current?.id).toBe('kopi');
    expect(result.current.status).toBe('playing');
    act(() => harness.media.advance(10));
    await act(async () => result.current.previous());
    expect(result.current.current?.id).toBe('kopi');
    expect(result.current.currentTime).toBe(0);
    await act(async () => result.current.previous());
    expect(result.current.current?.id).toBe('bengawan');
    // The first track has nothing before it: previous starts it over.
    await act(async () => result.current.previous());
    expect(result.current.current?.id).toBe('bengawan');
    // The last has nothing after it without repeat.
    await act(async () => result.current.playAt(2));
    await act(async () => result.current.next());
    expect(result.current.current?.id).toBe('rayuan');
  });

  it('moves on when a track ends and stops after the last without repeat', async () => {
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks, 1));
    await act(async () => harness.media.advance(240));
    expect(result.current.current?.id).toBe('rayuan');
    expect(result.current.status).toBe('playing');
    await act(async () => harness.media.advance(180));
    expect(result.current.current?.id).toBe('rayuan');
    expect(result.current.status).toBe('paused');
  });

  it('repeats the queue with repeat all and the track with repeat one', async () => {
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks, 2));
    act(() => result.current.setRepeat('all'));
    await act(async () => harness.media.advance(180));
    expect(result.current.current?.id).toBe('bengawan');
    expect(result.current.status).toBe('playing');
    act(() => result.current.setRepeat('one'));
    await act(async () => harness.media.advance(200));
    expect(result.current.current?.id).toBe('bengawan');
    expect(result.current.currentTime).toBe(0);
    expect(result.current.status).toBe('playing');
  });

  it('shuffles what comes after the current track and restores the order', async () => {
    // random() is 0: Fisher–Yates then rotates the others, [kopi, rayuan] becoming [rayuan, kopi].
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks));
    act(() => result.current.setShuffle(true));
    expect(result.current.shuffle).toBe(true);
    await act(async () => result.current.next());
    expect(result.current.current?.id).toBe('rayuan');
    await act(async () => result.current.next());
    expect(result.current.current?.id).toBe('kopi');
    act(() => result.current.setShuffle(false));
    await act(async () => result.current.next());
    expect(result.current.current?.id).toBe('rayuan');
  });

  it('remembers volume and mute across visits', async () => {
    const first = playerHarness({media: {durations}});
    const {result, unmount} = renderPlayer(first);
    act(() => result.current.setVolume(0.4));
    act(() => result.current.setMuted(true));
    expect(first.media.volume).toBe(0.4);
    expect(JSON.parse(first.storage.getItem(PLAYER_STORAGE_KEY) ?? '')).toEqual({volume: 0.4, muted: true});
    unmount();
    const second = playerHarness({media: {durations}, storage: first.storage});
    const again = renderPlayer(second);
    expect(again.result.current.volume).toBe(0.4);
    expect(again.result.current.muted).toBe(true);
    expect(second.media.muted).toBe(true);
  });

  it('ignores a damaged stored volume and clamps a new one', () => {
    const harness = playerHarness({media: {durations}});
    harness.storage.setItem(PLAYER_STORAGE_KEY, '{"volume": 7, "muted": "yes"');
    const {result} = renderPlayer(harness);
    expect(result.current.volume).toBe(1);
    expect(result.current.muted).toBe(false);
    act(() => result.current.setVolume(-2));
    expect(result.current.volume).toBe(0);
  });

  it('reports a media error with a stable code and plays again from the same place on retry', async () => {
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks, 1));
    act(() => harness.media.advance(30));
    act(() => harness.media.fail(2));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toEqual({code: 'MEDIA_NETWORK', trackId: 'kopi'});
    expect(harness.session.playbackState).toBe('paused');
    await act(async () => result.current.retry());
    expect(result.current.status).toBe('playing');
    expect(result.current.error).toBeNull();
    expect(harness.media.currentTime).toBe(30);
    expect(harness.media.sources.filter((src) => src === '/kopi.mp3')).toHaveLength(2);
  });

  it('maps an unsupported or missing file to MEDIA_UNSUPPORTED', async () => {
    const harness = playerHarness({media: {durations, failing: {'/kopi.mp3': 4}}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks, 1));
    expect(result.current.error?.code).toBe('MEDIA_UNSUPPORTED');
  });

  it('says a signed URL expired, and retry gets fresh URLs from the app', async () => {
    const now = Date.parse('2026-11-25T08:00:00Z');
    const refreshTrack = vi.fn(async (track: PlayerTrack) => ({
      ...track,
      src: '/kopi.mp3?fresh',
      expiresAt: now + 3_600_000,
    }));
    const harness = playerHarness({
      media: {durations: {...durations, '/kopi.mp3?fresh': 240}},
      now: () => now,
      refreshTrack,
    });
    const {result} = renderPlayer(harness);
    const expired = {...kopi, expiresAt: '2026-11-25T07:00:00Z'};
    await act(async () => result.current.play([expired]));
    expect(result.current.status).toBe('error');
    expect(result.current.error?.code).toBe('URL_EXPIRED');
    // An expired URL is not even tried.
    expect(harness.media.sources).toEqual([]);
    await act(async () => result.current.retry());
    expect(refreshTrack).toHaveBeenCalledWith(expired);
    expect(result.current.status).toBe('playing');
    expect(harness.media.src).toBe('/kopi.mp3?fresh');
    expect(result.current.queue[0]?.src).toBe('/kopi.mp3?fresh');
  });

  it('calls a failure after the expiry time an expired URL, whatever the media error', async () => {
    let now = 0;
    const harness = playerHarness({media: {durations}, now: () => now});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play([{...kopi, expiresAt: 1000}]));
    now = 2000;
    act(() => harness.media.fail(4));
    expect(result.current.error?.code).toBe('URL_EXPIRED');
  });

  it('applies the track’s expiry to variants that have none of their own', async () => {
    const harness = playerHarness({media: {durations}, now: () => 5000});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play([{...bengawan, expiresAt: 1000}]));
    expect(result.current.error).toEqual({code: 'URL_EXPIRED', trackId: 'bengawan'});
  });

  it('switches A/B variants keeping the position and playing on', async () => {
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks));
    act(() => harness.media.advance(42));
    await act(async () => result.current.selectVariant('minus-one'));
    expect(result.current.activeVariantId).toBe('minus-one');
    expect(harness.media.src).toBe('/bengawan-minus-one.mp3');
    expect(harness.media.currentTime).toBe(42);
    expect(result.current.currentTime).toBe(42);
    expect(result.current.status).toBe('playing');
    expect(harness.session.metadata).toMatchObject({artist: 'Gesang · Minus one'});
  });

  it('switches variants while paused and stays paused', async () => {
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks));
    act(() => harness.media.advance(12));
    act(() => result.current.pause());
    await act(async () => result.current.selectVariant('minus-one'));
    expect(harness.media.currentTime).toBe(12);
    expect(harness.media.paused).toBe(true);
    expect(result.current.status).toBe('paused');
    // An unknown id changes nothing.
    await act(async () => result.current.selectVariant('karaoke'));
    expect(result.current.activeVariantId).toBe('minus-one');
  });

  it('answers the lock-screen buttons', async () => {
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks));
    act(() => harness.session.press('seekto', {seekTime: 50}));
    expect(result.current.currentTime).toBe(50);
    act(() => harness.session.press('seekbackward', {}));
    expect(result.current.currentTime).toBe(40);
    act(() => harness.session.press('seekforward', {seekOffset: 30}));
    expect(result.current.currentTime).toBe(70);
    act(() => harness.session.press('pause'));
    expect(result.current.status).toBe('paused');
    await act(async () => harness.session.press('play'));
    expect(result.current.status).toBe('playing');
    await act(async () => harness.session.press('nexttrack'));
    expect(result.current.current?.id).toBe('kopi');
    await act(async () => harness.session.press('previoustrack'));
    expect(result.current.current?.id).toBe('bengawan');
  });

  it('removes its lock-screen handlers when the provider unmounts', () => {
    const harness = playerHarness({media: {durations}});
    const {unmount} = renderPlayer(harness);
    expect(harness.session.handlers.size).toBeGreaterThan(0);
    unmount();
    expect(harness.session.handlers.size).toBe(0);
  });

  it('stays ready, not failed, when the browser refuses to autoplay', async () => {
    const harness = playerHarness({media: {durations, blockAutoplay: true}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks));
    expect(result.current.status).toBe('ready');
    expect(result.current.error).toBeNull();
  });

  it('is loading until the audio can play', async () => {
    const harness = playerHarness({media: {durations, loading: 'manual'}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks, 1));
    expect(result.current.status).toBe('loading');
    expect(result.current.duration).toBe(240);
    await act(async () => harness.media.finishLoading());
    expect(result.current.status).toBe('playing');
  });

  it('repeats a loop region while playing', async () => {
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    await act(async () => result.current.play(tracks, 1));
    act(() => result.current.setLoop({start: 10, end: 20}));
    act(() => harness.media.advance(15));
    expect(result.current.currentTime).toBe(15);
    act(() => harness.media.advance(6));
    expect(result.current.currentTime).toBe(10);
    // A new track plays through.
    await act(async () => result.current.next());
    expect(result.current.loop).toBeNull();
  });

  it('queues into an empty player without playing, and clears', async () => {
    const harness = playerHarness({media: {durations}});
    const {result} = renderPlayer(harness);
    act(() => result.current.enqueue(tracks.slice(1)));
    expect(result.current.current?.id).toBe('kopi');
    expect(result.current.status).toBe('ready');
    act(() => result.current.enqueue(tracks.slice(0, 1)));
    expect(result.current.queue.map((track) => track.id)).toEqual(['kopi', 'rayuan', 'bengawan']);
    act(() => result.current.clear());
    expect(result.current.status).toBe('idle');
    expect(result.current.queue).toEqual([]);
    expect(harness.media.src).toBe('');
    expect(harness.session.metadata).toBeNull();
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePlayer())).toThrow('usePlayer needs a PlayerProvider above it.');
  });
});
