import {rm} from 'node:fs/promises';
import {afterAll, describe, expect, it} from 'vitest';
import {decodeAudio} from '../ffmpeg.ts';
import {truePeak} from '../loudness.ts';
import {tempFolder} from '../temp.ts';
import {STARTER_SOUNDS, renderStarterSound} from './starterSounds.ts';
import type {StarterSoundSpec} from './starterSounds.ts';
import {BAR} from './context.ts';

const folder = await tempFolder();
afterAll(() => folder.cleanup());

const spec = (slug: string): StarterSoundSpec => {
  const found = STARTER_SOUNDS.find((sound) => sound.slug === slug);
  if (!found) throw new Error(`no starter sound ${slug}`);
  return found;
};

describe('the starter sounds', () => {
  it('are at least 48, each slug once, titled in both languages, loops within their bars', () => {
    expect(STARTER_SOUNDS.length).toBeGreaterThanOrEqual(48);
    expect(new Set(STARTER_SOUNDS.map((sound) => sound.slug)).size).toBe(STARTER_SOUNDS.length);
    for (const sound of STARTER_SOUNDS) {
      expect(sound.title.id && sound.title.en, sound.slug).toBeTruthy();
      expect(sound.tracks.flatMap((track) => track.notes).length, sound.slug).toBeGreaterThan(0);
      if (sound.kind === 'loop') {
        expect(sound.bpm, sound.slug).not.toBeNull();
        for (const note of sound.tracks.flatMap((track) => track.notes))
          expect(note.tick, sound.slug).toBeLessThan(sound.bars * BAR);
      }
    }
    const genres = new Set(STARTER_SOUNDS.filter((sound) => sound.category === 'drums').map((s) => s.genre));
    expect([...genres]).toEqual(expect.arrayContaining(['dangdut', 'keroncong', 'pop', 'rock', 'jazz']));
    const kinds = new Set(STARTER_SOUNDS.map((sound) => `${sound.category}/${sound.kind}`));
    expect([...kinds]).toEqual(
      expect.arrayContaining([
        'drums/loop',
        'bass/loop',
        'chords/loop',
        'pads/loop',
        'drums/one-shot',
        'chords/one-shot',
      ]),
    );
  });

  // The audio is measured, not the MIDI: tempo from the onsets, key from the chroma, loudness and peaks.
  it.each([
    'pop-groove-100',
    'rock-groove-120',
    'dangdut-kendang-128',
    'keroncong-pattern-104',
    'edm-four-124',
  ])(
    'renders the drum loop %s at its tempo (within 4 %), levelled and unclipped',
    async (slug) => {
      const sound = spec(slug);
      const outPath = folder.file(`${slug}.flac`);
      const {analysis} = await renderStarterSound(sound, {outPath});
      expect(Math.abs(analysis.bpm / (sound.bpm ?? 0) - 1), `${analysis.bpm} BPM`).toBeLessThan(0.04);
      expect(analysis.durationSeconds).toBeCloseTo(sound.seconds, 2);
      expect(analysis.loudness).toBeGreaterThan(-24);
      expect(analysis.loudness).toBeLessThan(-13.5);
      const decoded = await decodeAudio(outPath);
      expect(truePeak(decoded)).toBeLessThan(-0.5);
      await rm(outPath);
    },
    60_000,
  );

  it.each(['pop-piano-c-100', 'dangdut-organ-am-128', 'pad-dark-am', 'rnb-epiano-dm-92'])(
    'renders the chord bed %s in the key it is written in',
    async (slug) => {
      const sound = spec(slug);
      const {analysis} = await renderStarterSound(sound, {outPath: folder.file(`${slug}.flac`)});
      expect(analysis.key).toBe(sound.key);
      expect(analysis.loudness).toBeGreaterThan(-24);
      expect(analysis.loudness).toBeLessThan(-13.5);
    },
    60_000,
  );

  it('renders a one-shot to its length, peaking at -1 dBTP', async () => {
    const sound = spec('kendang-dung');
    const outPath = folder.file('kendang-dung.flac');
    const {analysis} = await renderStarterSound(sound, {outPath});
    expect(analysis.durationSeconds).toBeCloseTo(1.5, 2);
    const peak = truePeak(await decodeAudio(outPath));
    expect(peak).toBeGreaterThan(-1.6);
    expect(peak).toBeLessThan(-0.5);
    expect(analysis.loudness).toBeGreaterThan(-40);
  }, 60_000);
});
