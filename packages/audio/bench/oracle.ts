// The oracle of the benchmark: the ideal ratio mask, computed from the true stems, applied to the
// mixture's STFT. No mask-based engine with the mixture's phase can do better, so it marks how far
// an engine is from what its approach allows.
import {istft, mixAudio, stft} from '../src/index.ts';
import type {StemSet, StereoAudio} from '../src/index.ts';
import type {Fixture} from './fixtures/render.ts';

/** The engine id the oracle's rows carry. */
export const ORACLE_ID = 'oracle-irm';

const STFT = {nFft: 2048, hop: 512, window: 'hann'} as const;

/** The true stems of a fixture for a stem set: 2 stems fold drums, bass and other together. */
export function referenceStems(fixture: Fixture, set: StemSet): Record<string, StereoAudio> {
  if (set === '4') return fixture.stems;
  const {vocals, drums, bass, other} = fixture.stems;
  return {vocals, instrumental: mixAudio(drums, bass, other)};
}

/** Each stem as the mixture under its ideal power-ratio mask |S|² / Σ|S_k|² (per channel, bin and frame). */
export function oracleStems(fixture: Fixture, set: StemSet): Record<string, StereoAudio> {
  const references = Object.entries(referenceStems(fixture, set));
  const {sampleRate} = fixture.mixture;
  const out = references.map(() => [] as Float32Array[]);
  for (let c = 0; c < 2; c++) {
    const mix = stft(fixture.mixture.channels[c]!, STFT);
    const powers = references.map(([, audio]) => {
      const spec = stft(audio.channels[c]!, STFT);
      return spec.re.map((re, i) => re * re + spec.im[i]! * spec.im[i]!);
    });
    references.forEach((_, j) => {
      const re = new Float32Array(mix.re.length);
      const im = new Float32Array(mix.re.length);
      for (let i = 0; i < re.length; i++) {
        let total = 0;
        for (const power of powers) total += power[i]!;
        const mask = total > 0 ? powers[j]![i]! / total : 1 / powers.length;
        re[i] = mix.re[i]! * mask;
        im[i] = mix.im[i]! * mask;
      }
      out[j]!.push(istft({...mix, re, im}));
    });
  }
  return Object.fromEntries(
    references.map(([stem], j) => [stem, {sampleRate, channels: out[j] as [Float32Array, Float32Array]}]),
  );
}
