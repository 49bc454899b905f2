import {describe, expect, it} from 'vitest';
import {DEFAULT_ENGINE, loadEngine, signalToDistortion} from '../src/index.ts';
import type {StereoAudio} from '../src/index.ts';
import {median} from './metrics.ts';
import {loadMusdb} from './musdb.ts';
import {referenceStems} from './oracle.ts';

/** Previews of the MUSDB18 test split the test separates, spread evenly over the split by name. */
const TRACKS = 4;

/**
 * The median 2-stem SDR each engine reached on those previews (`bench:separation -- --set musdb-test
 * --limit 4 --stems 2`), less 0.5 dB. An engine without a floor cannot be the default.
 */
const FLOORS: Record<string, {vocals: number; instrumental: number}> = {
  // 2026-11-25: vocals 4.69 / 3.14 / 3.20 / 3.68 dB (median 3.44), instrumental 8.43 / 4.41 / 6.25 / 7.04 (6.64).
  'repet-sim': {vocals: 2.94, instrumental: 6.14},
  // 2026-11-25: vocals 1.47 / 2.16 / 7.86 / 4.01 dB (median 3.08), instrumental 5.21 / 3.43 / 10.90 / 7.37 (6.29).
  dsp: {vocals: 2.58, instrumental: 5.79},
  // The two below were measured with the shipped checkpoint of the bundled model (models/nada-mask,
  // training run 5) and nada's 4:1 weights; measure them again when either changes.
  // 2026-11-27: vocals 6.03 / 7.20 / 7.82 / 6.20 dB (median 6.70), instrumental 9.76 / 8.47 / 10.87 / 9.56 (9.66).
  nada: {vocals: 6.2, instrumental: 9.16},
  // 2026-11-27: vocals 5.63 / 7.05 / 7.82 / 5.83 dB (median 6.44), instrumental 9.37 / 8.31 / 10.86 / 9.19 (9.28).
  'onnx:nada-mask': {vocals: 5.94, instrumental: 8.78},
};

// Real music, so a change tuned to the synthetic fixtures cannot pass here unnoticed. The previews
// live in ../shared/data beside the repository on every machine (NADA_MUSDB_DIR elsewhere); when
// they are missing, loadMusdb throws and the test fails.
describe('the default engine on real music (MUSDB18 test previews)', () => {
  it(`keeps its median SDR above the floor measured for ${DEFAULT_ENGINE}`, async () => {
    const floor = FLOORS[DEFAULT_ENGINE];
    expect(floor, `a measured floor for ${DEFAULT_ENGINE}`).toBeDefined();
    const tracks = await loadMusdb('test', {limit: TRACKS});
    expect(tracks).toHaveLength(TRACKS);
    const engine = await loadEngine(DEFAULT_ENGINE);
    const scores: Record<'vocals' | 'instrumental', number[]> = {vocals: [], instrumental: []};
    for (const track of tracks) {
      const estimates: Record<string, StereoAudio> = await engine.separate(track.mixture, {stems: '2'});
      const references = referenceStems(track, '2');
      for (const stem of ['vocals', 'instrumental'] as const)
        scores[stem].push(signalToDistortion(references[stem]!, estimates[stem]!));
    }
    expect(median(scores.vocals), 'median vocals SDR').toBeGreaterThanOrEqual(floor!.vocals);
    expect(median(scores.instrumental), 'median instrumental SDR').toBeGreaterThanOrEqual(
      floor!.instrumental,
    );
  });
});
