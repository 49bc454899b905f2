import type {SeparateOptions, SeparationEngine, Stems, StemSet} from './separation.ts';
import {assertStemSet, throwIfAborted} from './separation.ts';
import type {StereoAudio} from './stereo.ts';
import {subtractAudio} from './stereo.ts';

/**
 * An engine under `id` whose 2 stems are `vocals`'s, and whose 4 stems take the vocals from
 * `vocals` and the drums and bass from `split` (a 4-stem engine) run on `vocals`'s instrumental, so
 * what the voice left in the mix (its consonants look like drums to a classical split) stays out of
 * them; other is the instrumental minus the drums and bass, so the stems sum back to the input.
 */
export function combineEngines(
  id: string,
  vocals: SeparationEngine,
  split: SeparationEngine,
): SeparationEngine {
  if (!vocals.stems.includes('2') || !split.stems.includes('4'))
    throw new RangeError(
      'combineEngines needs a 2-stem engine for the vocals and a 4-stem one for the split',
    );
  const engine: SeparationEngine = {
    id,
    stems: ['2', '4'],
    async separate<S extends StemSet>(audio: StereoAudio, options: SeparateOptions<S>): Promise<Stems<S>> {
      const {signal, onProgress, stems: set} = options;
      assertStemSet(engine, set);
      if (set === '2') return vocals.separate(audio, options);
      const part = (from: number) => (fraction: number) => onProgress?.(from + 0.5 * fraction);
      const two = await vocals.separate(audio, {stems: '2', signal, onProgress: part(0)});
      throwIfAborted(signal);
      const four = await split.separate(two.instrumental, {stems: '4', signal, onProgress: part(0.5)});
      throwIfAborted(signal);
      const other = subtractAudio(audio, two.vocals, four.drums, four.bass);
      onProgress?.(1);
      const stems: Stems<'4'> = {
        vocals: two.vocals,
        drums: four.drums,
        bass: four.bass,
        other,
      };
      return stems as Stems<S>;
    },
  };
  return engine;
}
