import type {SeparateOptions, SeparationEngine, Stems, StemSet} from './separation.ts';
import {assertStemSet, throwIfAborted} from './separation.ts';
import type {StereoAudio} from './stereo.ts';
import {audioLength, subtractAudio} from './stereo.ts';

/**
 * A 2-stem engine under `id` whose vocals are the sample-wise mean of `members`' vocals, weighted by
 * `weights` (positive, one per member, scaled to sum to 1; equal when left out), and whose
 * instrumental is the mix minus those vocals, so the stems sum back to the input. The members run
 * side by side; the progress is the mean of theirs.
 */
export function averageEngines(
  id: string,
  members: readonly SeparationEngine[],
  weights: readonly number[] = members.map(() => 1),
): SeparationEngine {
  if (!members.length || !members.every((member) => member.stems.includes('2')))
    throw new RangeError('averageEngines needs at least one engine, each offering 2 stems');
  if (weights.length !== members.length || !weights.every((weight) => Number.isFinite(weight) && weight > 0))
    throw new RangeError('averageEngines needs one positive weight per engine');
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => weight / total);
  const engine: SeparationEngine = {
    id,
    stems: ['2'],
    async separate<S extends StemSet>(audio: StereoAudio, options: SeparateOptions<S>): Promise<Stems<S>> {
      const {signal, onProgress} = options;
      assertStemSet(engine, options.stems);
      throwIfAborted(signal);
      const length = audioLength(audio);
      const vocals: [Float32Array, Float32Array] = [new Float32Array(length), new Float32Array(length)];
      const share = 1 / members.length;
      // A member may report its last fraction twice or start again at 0: only rises are passed on.
      let reported = -1;
      const report = (fraction: number) => {
        if (fraction <= reported) return;
        reported = fraction;
        onProgress?.(fraction);
      };
      report(0);
      // The members run side by side: REPET-SIM's two channel workers leave the cores idle between
      // their stages, which the model's inference fills (a 3-minute song: 14.6 s one after the other).
      const fractions = members.map(() => 0);
      const results = await Promise.all(
        members.map((member, m) =>
          member.separate(audio, {
            stems: '2',
            ...(signal ? {signal} : {}),
            onProgress: (fraction) => {
              fractions[m] = Math.min(1, Math.max(0, fraction));
              report(fractions.reduce((sum, done) => sum + done, 0) * share);
            },
          }),
        ),
      );
      throwIfAborted(signal);
      results.forEach((stems, m) => {
        const weight = shares[m]!;
        for (let c = 0; c < 2; c++) {
          const sum = vocals[c]!;
          const part = stems.vocals.channels[c]!;
          for (let i = 0; i < length; i++) sum[i]! += part[i]! * weight;
        }
      });
      report(1);
      const voice: StereoAudio = {sampleRate: audio.sampleRate, channels: vocals};
      const stems: Stems<'2'> = {vocals: voice, instrumental: subtractAudio(audio, voice)};
      return stems as Stems<S>;
    },
  };
  return engine;
}
