import {readFile} from 'node:fs/promises';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {tempFolder} from '../testing.ts';
import {analyseTrack, checkTrack} from './analyseTrack.ts';
import {generateTrack} from './generateTrack.ts';
import type {GenerationStage} from './generateTrack.ts';

let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeAll(async () => {
  folder = await tempFolder();
});
afterAll(() => folder.cleanup());

// Long enough for the tempo estimator's four periods at 60 BPM and a key; short, so CI stays quick.
const SECONDS = 14;

// The generation benchmark's checks on short tracks, by analysis of the audio alone: length, tempo
// and key estimated from the mix, -14 LUFS, no clipping, stems adding up to the mix.
describe('generateTrack', () => {
  it.each([
    ['lagu dangdut semangat dalam A minor', 'dangdut', 21],
    ['smooth jazz in Bb, 100 bpm', 'jazz', 22],
  ] as const)('"%s" passes the benchmark checks', async (prompt, genre, seed) => {
    const stages: GenerationStage[] = [];
    const percents: number[] = [];
    const track = await generateTrack(
      {prompt, seed, durationSeconds: SECONDS},
      {
        outDir: folder.file(genre),
        format: 'wav',
        onProgress: (stage, percent) => (stages.push(stage), percents.push(percent)),
      },
    );
    expect(track.understood.genre).toBe(genre);
    expect([...new Set(stages)]).toEqual(['composing', 'rendering', 'mixing', 'mastering']);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents[percents.length - 1]).toBe(100);
    const analysis = await analyseTrack(track);
    expect(checkTrack(analysis, {durationSeconds: SECONDS, bpm: track.bpm, key: track.key})).toEqual([]);
    expect(track.integratedLufs).toBeCloseTo(-14, 0);
    expect(track.truePeakDb).toBeLessThanOrEqual(-1);
  });

  it('gives the identical track for the same request and seed, another for another seed', async () => {
    const request = {
      prompt: 'acoustic song with guitar',
      durationSeconds: 10,
      instruments: ['guitar' as const, 'bass' as const],
    };
    const a = await generateTrack({...request, seed: 3}, {outDir: folder.file('a'), format: 'wav'});
    const b = await generateTrack({...request, seed: 3}, {outDir: folder.file('b'), format: 'wav'});
    const c = await generateTrack({...request, seed: 4}, {outDir: folder.file('c'), format: 'wav'});
    expect((await readFile(a.mixPath)).equals(await readFile(b.mixPath))).toBe(true);
    expect((await readFile(a.midiPath)).equals(await readFile(b.midiPath))).toBe(true);
    expect((await readFile(a.mixPath)).equals(await readFile(c.mixPath))).toBe(false);
    expect(a.title).toBe(b.title);
  });
});
