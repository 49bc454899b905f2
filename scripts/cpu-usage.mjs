// How busy the machine's cores were while a step of the test command (scripts/test.mjs) ran, from
// Linux's /proc/stat: a step at 60 % of two cores leaves a core idle for another step to use, one
// at 98 % does not (issue 43). Machine-wide, so it counts whatever else ran meanwhile.
import {readFileSync} from 'node:fs';

/** Linux's USER_HZ: /proc/stat counts in hundredths of a second on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** The machine's CPU time so far (see cpuTimes); undefined where there is no /proc/stat (macOS). */
export function readCpuTimes() {
  try {
    return cpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The CPU time in the text of /proc/stat (its first, `cpu`, line): ticks the cores spent busy and
 * in all. Undefined when there is no text or it reads otherwise.
 */
export function cpuTimes(stat) {
  const fields = stat
    ?.match(/^cpu\s+([\d\s]+)$/m)?.[1]
    .trim()
    .split(/\s+/)
    .map(Number);
  if (!fields || fields.length < 4) return undefined;
  // user nice system idle iowait irq softirq steal guest guest_nice: guest time is already in user.
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return {busy, total: busy + idle + iowait};
}

/**
 * The CPU time spent between two readings: `seconds` of busy cores, and `share`, the part of all
 * the cores' time that was busy (0-1). Undefined when either reading is.
 */
export function cpuUse(before, after) {
  if (!before || !after || after.total <= before.total) return undefined;
  const busy = after.busy - before.busy;
  return {seconds: busy / TICKS_PER_SECOND, share: busy / (after.total - before.total)};
}

/** `CPU 1290 s, 93 % of 2 cores`, or nothing without a reading. */
export function describeCpuUse(use, cores) {
  if (!use) return '';
  return `CPU ${Math.round(use.seconds)} s, ${Math.round(use.share * 100)} % of ${cores} cores`;
}
