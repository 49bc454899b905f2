import {describe, expect, it, vi} from 'vitest';
import {StemMix} from './stemMix';
import type {MixStem} from './stemMix';
import {FakeMedia} from './testing';

const stems: MixStem[] = [
  {id: 'vocals', label: 'Vocals', src: '/vocals.mp3'},
  {id: 'drums', label: 'Drums', src: '/drums.mp3'},
  {id: 'bass', label: 'Bass', src: '/bass.mp3'},
];

function mixOf(options: {failing?: Record<string, number>} = {}) {
  const media: FakeMedia[] = [];
  const gains = new Map<string, number[]>();
  const mix = new StemMix(stems, {
    createMedia: () => {
      const element = new FakeMedia({durations: {'/vocals.mp3': 60, '/drums.mp3': 61}, ...options});
      media.push(element);
      return element;
    },
    route: (element) => (gain) => gains.set(element.src, [...(gains.get(element.src) ?? []), gain]),
  });
  const detach = mix.attach();
  return {mix, media, gains, detach};
}

describe('StemMix', () => {
  it('loads every stem, and is ready with the longest one’s length', () => {
    const {mix, media} = mixOf();
    expect(media.map((element) => element.src)).toEqual(['/vocals.mp3', '/drums.mp3', '/bass.mp3']);
    expect(mix.getSnapshot()).toMatchObject({status: 'ready', duration: 180});
  });

  it('plays and pauses every stem together, from the same place', async () => {
    const {mix, media} = mixOf();
    mix.seek(12);
    await mix.play();
    expect(mix.getSnapshot().status).toBe('playing');
    expect(media.every((element) => !element.paused && element.currentTime === 12)).toBe(true);
    mix.pause();
    expect(media.every((element) => element.paused)).toBe(true);
    expect(mix.getSnapshot().status).toBe('paused');
  });

  it('sets one stem’s gain for its volume and its mute, leaving the others alone', () => {
    const {mix, gains} = mixOf();
    mix.setVolume('vocals', 0.25);
    mix.setMuted('drums', true);
    mix.setVolume('drums', 0.5);
    expect(gains.get('/vocals.mp3')?.at(-1)).toBe(0.25);
    // Muted: silent whatever its volume, which is kept for when it is unmuted.
    expect(gains.get('/drums.mp3')?.at(-1)).toBe(0);
    mix.setMuted('drums', false);
    expect(gains.get('/drums.mp3')?.at(-1)).toBe(0.5);
    expect(gains.get('/bass.mp3')).toEqual([1]);
    expect(mix.getSnapshot().levels).toEqual({
      vocals: {volume: 0.25, muted: false},
      drums: {volume: 0.5, muted: false},
      bass: {volume: 1, muted: false},
    });
    expect(() => mix.setMuted('piano', true)).toThrow(RangeError);
  });

  it('puts a stem that drifts back in step with the first', async () => {
    const {mix, media} = mixOf();
    await mix.play();
    const [leader, drifting, steady] = media as [FakeMedia, FakeMedia, FakeMedia];
    drifting.advance(1.8);
    steady.advance(2.0);
    leader.advance(2.03);
    // 0.23 s behind is put back; 0.03 s is within the tolerance (a seek would cost more than it fixes).
    expect(drifting.currentTime).toBeCloseTo(2.03, 5);
    expect(steady.currentTime).toBeCloseTo(2.0, 5);
    expect(mix.getSnapshot().currentTime).toBeCloseTo(2.03, 5);
  });

  it('stops every stem and says so when one cannot be played', async () => {
    const {mix, media} = mixOf({failing: {'/bass.mp3': 4}});
    expect(mix.getSnapshot().status).toBe('error');
    await mix.play();
    expect(media.every((element) => element.paused)).toBe(true);
  });

  it('goes back to the start, paused, when the song ends, and lets go of the audio when detached', async () => {
    const {mix, media, detach} = mixOf();
    await mix.play();
    media[0]?.advance(60);
    expect(mix.getSnapshot()).toMatchObject({status: 'paused', currentTime: 0});
    const listener = vi.fn();
    mix.subscribe(listener);
    detach();
    expect(media.every((element) => element.src === '' && element.paused)).toBe(true);
  });
});
