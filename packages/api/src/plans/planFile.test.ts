import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {ConfigError, loadConfig} from '../config.ts';
import {readPlanFile} from './planFile.ts';
import {PLAN_IDS, PLANS} from './plans.ts';
import {presentMinorUnits, presentPlan} from './present.ts';
import type {PlanView} from './schema.ts';

const folder = mkdtempSync(join(tmpdir(), 'nada-plan-file-test-'));
afterAll(() => rmSync(folder, {recursive: true, force: true}));

/** The built-in catalogue as `GET /api/plans` answers it. */
const answer = () => ({items: PLAN_IDS.map((id) => presentPlan(PLANS[id])), minorUnits: presentMinorUnits()});

let written = 0;
/** Writes `content` (JSON unless a string) to a new file and answers its path. */
function planFile(content: unknown): string {
  const path = join(folder, `plans-${++written}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/** The catalogue answer with `change` applied to the plan at `index`. */
function withPlan(index: number, change: (plan: Record<string, unknown>) => void) {
  const content = answer();
  change(content.items[index] as unknown as Record<string, unknown>);
  return content;
}

/** The message `readPlanFile` refuses `content` with, without the file's path. */
function refusal(content: unknown): string {
  const path = planFile(content);
  try {
    readPlanFile(path);
  } catch (error) {
    return (error as Error).message.replace(path, '<file>');
  }
  throw new Error('the plan file was accepted');
}

describe('PLANS_FILE', () => {
  it('reads back the catalogue GET /api/plans answers, with or without minorUnits', () => {
    expect(readPlanFile(planFile(answer()))).toEqual(PLANS);
    expect(readPlanFile(planFile({items: answer().items}))).toEqual(PLANS);
  });

  it('takes an operator’s prices and limits', () => {
    const plans = readPlanFile(
      planFile(
        withPlan(1, (plus) => {
          plus.prices = {monthly: {IDR: 59_000, USD: 499}, yearly: {IDR: 590_000, USD: 4_990}};
          plus.storageQuotaBytes = 20 * 1024 ** 3;
        }),
      ),
    );
    expect(plans.plus.prices.monthly).toEqual({IDR: 59_000, USD: 499});
    expect(plans.plus.storageQuotaBytes).toBe(20 * 1024 ** 3);
    expect(plans.free).toEqual(PLANS.free);
  });

  it.each([
    ['a file that is not there', null, 'PLANS_FILE <missing> cannot be read (ENOENT)'],
    ['text that is not JSON', '{"items": [', '<file> is not valid JSON'],
    ['another shape', [1, 2], '<file>: must be a JSON object {"items": [...]}'],
    [
      'a negative quota',
      withPlan(0, (free) => (free.storageQuotaBytes = -5)),
      '<file>: items[0].storageQuotaBytes must be a whole number of bytes, at least 1 (got -5)',
    ],
    [
      'a missing limit',
      withPlan(2, (pro) => delete pro.maxSongSeconds),
      '<file>: items[2].maxSongSeconds is missing',
    ],
    [
      'a price in a fraction of a rupiah',
      withPlan(1, (plus) => ((plus.prices as PlanView['prices']).monthly.IDR = 49_000.5)),
      '<file>: items[1].prices.monthly.IDR must be a whole number of rupiah, at least 0 (got 49000.5)',
    ],
    [
      'a misspelt field',
      withPlan(0, (free) => (free.storageQuota = 1)),
      '<file>: items[0] Unrecognized key: "storageQuota"',
    ],
    [
      'a quota smaller than the largest upload',
      withPlan(0, (free) => (free.storageQuotaBytes = 1000)),
      '<file>: items[0].storageQuotaBytes must be at least maxFileBytes (52428800) (got 1000)',
    ],
    [
      'a price on the free plan',
      withPlan(0, (free) => ((free.prices as PlanView['prices']).yearly.USD = 100)),
      '<file>: items[0].prices must all be 0 for the free plan',
    ],
    [
      'a paid plan for nothing',
      withPlan(2, (pro) => ((pro.prices as PlanView['prices']).monthly.USD = 0)),
      '<file>: items[2].prices must all be above 0 for a paid plan',
    ],
    [
      'a plan left out',
      {items: answer().items.slice(0, 2)},
      '<file>: items must list the plans free, plus, pro, once each and in that order (got free, plus)',
    ],
    [
      'another currency precision',
      {...answer(), minorUnits: {IDR: 2, USD: 2}},
      '<file>: minorUnits.IDR must be 0: prices in IDR are whole rupiah (got 2)',
    ],
  ])('refuses %s, naming the field and what is wrong', (_name, content, message) => {
    if (content === null) {
      const missing = join(folder, 'missing.json');
      expect(() => loadConfig({PLANS_FILE: missing})).toThrow(message.replace('<missing>', missing));
      return;
    }
    expect(refusal(content)).toContain(message);
  });

  it('stops the configuration at start with a ConfigError naming PLANS_FILE', () => {
    const path = planFile(withPlan(0, (free) => (free.retentionDays = 0)));
    let error: unknown;
    try {
      loadConfig({PLANS_FILE: path});
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toMatchObject({
      variable: 'PLANS_FILE',
      message: `Invalid configuration: PLANS_FILE ${path}: items[0].retentionDays must be a whole number of days, at least 1 (got 0)`,
    });
    // Without the variable, the built-in catalogue applies.
    expect(loadConfig({}).plans).toBe(PLANS);
  });
});
