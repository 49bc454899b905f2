import {describe, expect, it} from 'vitest';
import {combineEngines} from './combinedEngine.ts';
import type {SeparateOptions, SeparationEngine, Stems, StemSet} from './separation.ts';
import {assertStems} from './separation.ts';
import type {StereoAudio} from './stereo.ts';
import {mixAudio} from './stereo.ts';
import {testNoise} from './testing.ts';

const scaled = (audio: StereoAudio, gain: number): StereoAudio => ({
  sampleRate: audio.sampleRate,
  channels: [audio.channels[0].map((x) => x * gain), audio.channels[1].map((x) => x * gain)],
});

// Engines whose stems are fixed fractions of the mix, so where each stem came from is plain.
function fractionEngine(
  id: string,
  stems: readonly StemSet[],
  fractions: Record<string, number>,
): SeparationEngine {
  return {
    id,
    stems,
    async separate<S extends StemSet>(audio: StereoAudio, options: SeparateOptions<S>): Promise<Stems<S>> {
      options.onProgress?.(1);
      return Object.fromEntries(
        Object.entries(fractions).map(([stem, fraction]) => [stem, scaled(audio, fraction)]),
      ) as Stems<S>;
    },
  };
}

const mix: StereoAudio = {sampleRate: 44100, channels: [testNoise(4410, 1), testNoise(4410, 2)]};
const vocalEngine = fractionEngine('v', ['2'], {vocals: 0.5, instrumental: 0.5});
const splitEngine = fractionEngine('s', ['2', '4'], {vocals: 0.1, drums: 0.2, bass: 0.3, other: 0.4});

describe('combineEngines', () => {
  it('gives the vocal engine’s 2 stems unchanged', async () => {
    const stems = await combineEngines('both', vocalEngine, splitEngine).separate(mix, {stems: '2'});
    expect(stems.vocals.channels[0]).toEqual(scaled(mix, 0.5).channels[0]);
  });

  it('takes 4 stems’ vocals from one engine and drums and bass from the other’s split of the instrumental, other being the rest', async () => {
    const progress: number[] = [];
    const engine = combineEngines('both', vocalEngine, splitEngine);
    const stems = await engine.separate(mix, {stems: '4', onProgress: (fraction) => progress.push(fraction)});
    assertStems(mix, stems, '4');
    expect(stems.vocals.channels[1]).toEqual(scaled(mix, 0.5).channels[1]);
    // The split engine heard the instrumental (half the mix here), not the mix.
    expect(stems.drums.channels[1]).toEqual(scaled(scaled(mix, 0.5), 0.2).channels[1]);
    expect(stems.bass.channels[0]).toEqual(scaled(scaled(mix, 0.5), 0.3).channels[0]);
    const sum = mixAudio(stems.vocals, stems.drums, stems.bass, stems.other);
    for (let c = 0; c < 2; c++)
      sum.channels[c]!.forEach((x, i) => expect(x).toBeCloseTo(mix.channels[c]![i]!, 6));
    expect(progress).toEqual([0.5, 1, 1]);
    expect(engine.id).toBe('both');
    expect(engine.stems).toEqual(['2', '4']);
  });

  it('needs a 2-stem vocal engine and a 4-stem split engine', async () => {
    expect(() => combineEngines('x', vocalEngine, vocalEngine)).toThrow(RangeError);
    await expect(
      combineEngines('x', vocalEngine, splitEngine).separate(mix, {stems: '3' as '2'}),
    ).rejects.toThrow(RangeError);
  });
});
