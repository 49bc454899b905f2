// Tests of the CPU figures the test command prints per step (scripts/cpu-usage.mjs):
//   node --test scripts/cpu-usage.test.mjs
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {cpuTimes, cpuUse, describeCpuUse, readCpuTimes} from './cpu-usage.mjs';

const stat = (user, system, idle, iowait) =>
  [
    `cpu  ${user} 0 ${system} ${idle} ${iowait} 0 10 0 0 0`,
    `cpu0 ${user} 0 ${system} ${idle} ${iowait} 0 10 0 0 0`,
    'intr 1 2 3',
  ].join('\n');

test('counts user, system and interrupt time as busy, idle and waiting for disk as not', () => {
  assert.deepEqual(cpuTimes(stat(1000, 500, 300, 200)), {busy: 1510, total: 2010});
});

test("a step's CPU seconds and share of the cores, between two readings", () => {
  // 60 s on two cores is 12,000 ticks; 9,000 of them busy: 90 s of CPU, 75 %.
  const use = cpuUse(cpuTimes(stat(1000, 500, 300, 200)), cpuTimes(stat(8000, 2500, 3200, 300)));
  assert.deepEqual(use, {seconds: 90, share: 0.75});
  assert.equal(describeCpuUse(use, 2), 'CPU 90 s, 75 % of 2 cores');
});

test('says nothing where there is no /proc/stat, or it reads otherwise', () => {
  assert.equal(cpuTimes(undefined), undefined);
  assert.equal(cpuTimes('cpu0 1 2 3 4'), undefined);
  assert.equal(cpuUse(undefined, cpuTimes(stat(1, 1, 1, 1))), undefined);
  assert.equal(describeCpuUse(undefined, 2), '');
});

// The test command runs on Linux (CI, and every machine of docs/benchmarks.md).
test("reads this machine's /proc/stat", () => {
  const now = readCpuTimes();
  assert.ok(now && now.total >= now.busy && now.busy > 0);
});
