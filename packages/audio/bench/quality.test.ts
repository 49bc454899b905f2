import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {evaluate, exportedEngines} from './evaluate.ts';
import {FIXTURE_CACHE, loadFixtures} from './fixtures/render.ts';
import {ALLOWED_DROP_DB, BASELINE_FILE} from './quality.ts';
import type {BaselineEntry} from './quality.ts';

const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as BaselineEntry[];

// The benchmark's fixtures (rendered once per machine into .cache/), every engine and stem set in
// the baseline: a median vocal or accompaniment SDR more than 0.5 dB under it fails.
describe('separation quality on the benchmark fixtures', () => {
  it(`stays within ${ALLOWED_DROP_DB} dB of the recorded medians`, {timeout: 900_000}, async () => {
    const fixtures = await loadFixtures(FIXTURE_CACHE);
    const engines = exportedEngines.filter((engine) => baseline.some((entry) => entry.engine === engine.id));
    expect(engines.map((engine) => engine.id).sort()).toEqual(
      [...new Set(baseline.map((e) => e.engine))].sort(),
    );
    const {medians} = await evaluate(engines, ['2', '4'], fixtures);
    for (const entry of baseline) {
      const measured = medians.find(
        (m) => m.engine === entry.engine && m.stems === entry.stems && m.stem === entry.stem,
      );
      expect(measured, `${entry.engine} ${entry.stems} stems ${entry.stem}`).toBeDefined();
      expect(
        measured?.sdr,
        `${entry.engine} ${entry.stems} stems ${entry.stem} median SDR`,
      ).toBeGreaterThanOrEqual(entry.sdr - ALLOWED_DROP_DB);
    }
  });
});
