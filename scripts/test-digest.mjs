// What the test command (scripts/test.mjs) prints about a failed step after its summary, where the
// tail of a long log shows it: the first failures in detail, every failed turbo task with its own
// first failures, and the end of any log file the step's processes wrote (the e2e app server's).
import {existsSync, readFileSync} from 'node:fs';
import {stripVTControlCharacters} from 'node:util';

/** Lines shown per failure block, per failed turbo task and from the end of a log file. */
const BLOCK_LINES = 24;
const TASK_LINES = 12;
const LOG_LINES = 40;

/**
 * The digest of a failed step's `output`. `logs` are files the step's processes wrote (relative to
 * the working directory); the last lines of each that exists are included.
 */
export function digest(output, {logs = []} = {}) {
  const lines = stripVTControlCharacters(output).split('\n');
  const failedTasks = turboFailures(lines);
  return [
    ...(failedTasks.length ? failedTasks.flatMap((task) => taskFailures(lines, task)) : firstFailures(lines)),
    ...logs.flatMap(logTail),
  ];
}

/** Playwright's numbered blocks, else Vitest's FAIL lines and errors, else the last lines. */
function firstFailures(lines) {
  const numbered = lines.findIndex((line) => /^\s+1\) /.test(line));
  const first =
    numbered >= 0 ? numbered : lines.findIndex((line) => /^\s*FAIL\s|^\s*\u2718|Error:|ERR!/.test(line));
  const from = first < 0 ? Math.max(0, lines.length - 40) : Math.max(0, first - 2);
  return lines.slice(from, from + BLOCK_LINES);
}

/** The tasks turbo names on its `Failed:` line (`@nada/ui#test`), with --continue all of them. */
function turboFailures(lines) {
  const failed = lines.findLast((line) => /^\s*Failed:\s/.test(line));
  return failed
    ? failed
        .replace(/^\s*Failed:\s*/, '')
        .split(/,\s*/)
        .filter(Boolean)
    : [];
}

/** One failed task's first failures, from its lines in turbo's output (prefixed `@nada/ui:test: `). */
function taskFailures(lines, task) {
  const prefix = `${task.replace('#', ':')}: `;
  const own = lines.filter((line) => line.startsWith(prefix)).map((line) => line.slice(prefix.length));
  // Vitest's detailed FAIL block first (its passing tests print "error" in their names too), then
  // any error line (tsc's "error TS", eslint's "  12:3  error").
  const patterns = [/^\s*FAIL\s/, /\u00d7|\berror\b|Error:|ERR!/];
  const first =
    patterns.map((pattern) => own.findIndex((line) => pattern.test(line))).find((i) => i >= 0) ?? -1;
  const shown = first < 0 ? own.slice(-TASK_LINES) : own.slice(first, first + TASK_LINES);
  return [`${task} failed:`, ...shown.map((line) => `  ${line}`)];
}

function logTail(file) {
  if (!existsSync(file)) return [];
  const lines = stripVTControlCharacters(readFileSync(file, 'utf8')).trimEnd().split('\n');
  return [`last lines of ${file}:`, ...lines.slice(-LOG_LINES).map((line) => `  ${line}`)];
}
