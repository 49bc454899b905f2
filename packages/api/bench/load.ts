// The API's load benchmark: job submissions per second with many concurrent clients, and one job's
// progress fanned out to many Server-Sent Events subscribers, on the embedded default (SQLite, the
// in-process queue) and on the distributed set-up (PostgreSQL, BullMQ on Redis, a `nada worker`).
//
//   npm run bench:load [-- --mode embedded|distributed|both --clients 200 --seconds 20
//                          --subscribers 1000 --users 50]
//
// Everything runs on loopback: the API in a process of its own, the load from this one. Each phase
// gets a fresh server and data (a temporary folder, or a new PostgreSQL database and Redis prefix),
// dropped afterwards. Prints a Markdown table for docs/benchmarks.md.
import {spawn} from 'node:child_process';
import type {ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import http from 'node:http';
import {cpus, tmpdir, totalmem} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {Redis} from 'ioredis';
import pg from 'pg';
import {startAuthEmulator} from '../../../scripts/firebase-emulator.mjs';
import {loadConfig} from '../src/config.ts';
import {openDatabase} from '../src/db/database.ts';
import {signUp} from '../src/testing/emulatorUsers.ts';
import type {EmulatorUser} from '../src/testing/emulatorUsers.ts';
import {BENCH_KIND} from './benchKinds.ts';

type Mode = 'embedded' | 'distributed';

const {values: options} = parseArgs({
  options: {
    mode: {type: 'string', default: 'both'},
    clients: {type: 'string', default: '200'},
    seconds: {type: 'string', default: '20'},
    subscribers: {type: 'string', default: '1000'},
    users: {type: 'string', default: '50'},
    port: {type: 'string', default: '3390'},
  },
});
const clients = Number(options.clients);
const seconds = Number(options.seconds);
const subscribers = Number(options.subscribers);
const userCount = Number(options.users);
const port = Number(options.port);
const modes: Mode[] = options.mode === 'both' ? ['embedded', 'distributed'] : [options.mode as Mode];
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const postgresAdminUrl = process.env.NADA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.NADA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const base = `http://127.0.0.1:${port}`;

const log = (line: string) => process.stderr.write(`${line}\n`);
const print = (line: string) => process.stdout.write(`${line}\n`);

/** A fresh API (and, distributed, one worker) on fresh data, stopped and dropped after `run`. */
async function withServer<T>(
  mode: Mode,
  run: (server: {pid: number; env: Record<string, string>}) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nada-bench-'));
  const suffix = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const database = `nada_bench_${suffix}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: 'demo-nada',
    LOG_LEVEL: 'warn',
    // The benchmark measures the API, not its limits: one client sends far more than a person.
    RATE_LIMIT_MAX: '1000000000',
    RATE_LIMIT_JOB_SUBMIT_MAX: '1000000000',
  };
  if (mode === 'distributed') {
    await postgresAdmin(`create database ${database}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${database}`;
    Object.assign(env, {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      JOB_QUEUE_PREFIX: `bench-${suffix}`,
    });
  }
  const children: ChildProcess[] = [];
  try {
    const server = spawn(process.execPath, ['bench/benchServer.ts'], {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`the API exited with code ${code}`)));
      server.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
    });
    if (mode === 'distributed') {
      const worker = spawn(process.execPath, ['src/cli.ts', 'worker', '--kinds', 'bench/benchKinds.ts'], {
        cwd: apiDir,
        env,
        stdio: ['ignore', 'inherit', 'pipe'],
      });
      children.push(worker);
      // The worker reports on stderr once it takes jobs.
      await new Promise<void>((resolve, reject) => {
        worker.once('exit', (code) => reject(new Error(`the worker exited with code ${code}`)));
        worker.stderr?.once('data', () => resolve());
      });
      worker.stderr?.resume();
    }
    return await run({pid: server.pid ?? 0, env});
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.removeAllListeners('exit');
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    rmSync(dataDir, {recursive: true, force: true});
    if (mode === 'distributed') {
      await postgresAdmin(`drop database if exists ${database} with (force)`);
      await dropRedisKeys(`bench-${suffix}`);
    }
  }
}

async function postgresAdmin(statement: string): Promise<void> {
  const client = new pg.Client({connectionString: postgresAdminUrl, connectionTimeoutMillis: 5000});
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, {lazyConnect: true});
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function call(
  method: string,
  path: string,
  user: EmulatorUser,
  body?: object,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {authorization: `Bearer ${user.idToken}`, ...(body ? {'content-type': 'application/json'} : {})},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Peak resident memory of a process, in MiB (Linux). */
function peakRssMiB(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface SubmissionFigures {
  perSecond: number;
  p50: number;
  p99: number;
  accepted: number;
  refused: number;
  errors: number;
  stored: number;
  peakRss: number;
}

/** `clients` connections POST /api/jobs for `seconds`, each request as one of `userCount` users. */
async function submissions(mode: Mode): Promise<SubmissionFigures> {
  return withServer(mode, async ({pid, env}) => {
    const users = await Promise.all(Array.from({length: userCount}, (_, i) => signUp(`Bench ${i}`)));
    // First requests create the local user rows; the benchmark measures submissions, not sign-ups.
    await Promise.all(users.map((user) => call('GET', '/api/me', user)));
    let next = 0;
    const result = await autocannon({
      url: `${base}/api/jobs`,
      connections: clients,
      duration: seconds,
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({kind: BENCH_KIND, params: {rounds: 2000, creditSeconds: 1}}),
      requests: [
        {
          setupRequest: (request) => {
            const user = users[next++ % users.length];
            return {...request, headers: {...request.headers, authorization: `Bearer ${user?.idToken}`}};
          },
        },
      ],
    });
    log(
      `  answers by status: ${JSON.stringify(result.statusCodeStats)}; errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    const peakRss = peakRssMiB(pid);
    // Every accepted submission is a stored job: nothing lost, nothing doubled.
    const db = openDatabase(loadConfig({DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL}));
    const row = await db.kysely
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    await db.close();
    // Stored can exceed accepted only by the requests still in flight when the clock stopped.
    if (Number(row.count) < result['2xx'] || Number(row.count) > result['2xx'] + clients + result.errors)
      throw new Error(`${result['2xx']} submissions were accepted but ${String(row.count)} jobs stored`);
    return {
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      accepted: result['2xx'],
      refused: result.non2xx,
      errors: result.errors + result.timeouts,
      stored: Number(row.count),
      peakRss,
    };
  });
}

interface StreamFigures {
  connectSeconds: number;
  complete: number;
  progressEventsMedian: number;
  deliveryP50: number;
  deliveryP99: number;
  deliveryMax: number;
  peakRss: number;
}

/** Follows one job's event stream; resolves when the headers arrived, `done` when the final status came. */
function subscribe(jobId: string, user: EmulatorUser, agent: http.Agent) {
  return new Promise<{done: Promise<{progress: number; finalAt: number; status: string}>}>(
    (resolve, reject) => {
      const request = http.get(
        `${base}/api/jobs/${jobId}/events`,
        {agent, headers: {authorization: `Bearer ${user.idToken}`, accept: 'text/event-stream'}},
        (response) => {
          if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`));
          let buffer = '';
          let progress = 0;
          let status = '';
          let finalAt = 0;
          const done = new Promise<{progress: number; finalAt: number; status: string}>((finish, fail) => {
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              buffer += chunk;
              let end = buffer.indexOf('\n\n');
              while (end >= 0) {
                const event = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                if (event.includes('event: progress')) progress += 1;
                const data = /^data: (.*)$/m.exec(event)?.[1];
                if (event.includes('event: status') && data) {
                  status = (JSON.parse(data) as {status: string}).status;
                  finalAt = Date.now();
                }
                end = buffer.indexOf('\n\n');
              }
            });
            response.on('end', () => finish({progress, finalAt, status}));
            response.on('error', fail);
          });
          resolve({done});
        },
      );
      request.on('error', reject);
    },
  );
}

/**
 * `subscribers` streams follow one job from before it starts to its end. The job waits behind
 * another of the same user (one running job per user), which is canceled once every stream is
 * open; delivery is the delay from the job's finish time to each stream's final event.
 */
async function streams(mode: Mode): Promise<StreamFigures> {
  return withServer(mode, async ({pid}) => {
    const owner = await signUp('Bench streams');
    const blocker = await call('POST', '/api/jobs', owner, {
      kind: BENCH_KIND,
      params: {rounds: 1_000_000_000},
    });
    const target = await call('POST', '/api/jobs', owner, {kind: BENCH_KIND, params: {rounds: 3_000_000}});
    const agent = new http.Agent({keepAlive: false, maxSockets: Number.POSITIVE_INFINITY});
    const started = Date.now();
    const open = await Promise.all(
      Array.from({length: subscribers}, () => subscribe(String(target.id), owner, agent)),
    );
    const connectSeconds = (Date.now() - started) / 1000;
    await call('POST', `/api/jobs/${String(blocker.id)}/cancel`, owner);
    const ends = await Promise.all(open.map((stream) => stream.done));
    const job = await call('GET', `/api/jobs/${String(target.id)}`, owner);
    const finishedAt = Date.parse(String(job.finishedAt));
    const delays = ends.map((end) => end.finalAt - finishedAt).sort((a, b) => a - b);
    const counts = ends.map((end) => end.progress).sort((a, b) => a - b);
    return {
      connectSeconds,
      complete: ends.filter((end) => end.status === 'succeeded').length,
      progressEventsMedian: percentile(counts, 50),
      deliveryP50: percentile(delays, 50),
      deliveryP99: percentile(delays, 99),
      deliveryMax: delays.at(-1) ?? Number.NaN,
      peakRss: peakRssMiB(pid),
    };
  });
}

const emulator = await startAuthEmulator({log});
try {
  const rows: string[] = [];
  for (const mode of modes) {
    log(`${mode}: ${clients} clients submit jobs for ${seconds} s ...`);
    const s = await submissions(mode);
    log(`${mode}: ${subscribers} event streams follow one job ...`);
    const e = await streams(mode);
    rows.push(
      `| ${mode} | ${s.perSecond.toFixed(0)} | ${s.p50} | ${s.p99} | ${s.accepted} / ${s.stored} | ${s.refused} / ${s.errors} | ${s.peakRss} | ` +
        `${e.complete} / ${subscribers} | ${e.connectSeconds.toFixed(1)} | ${e.progressEventsMedian} | ${e.deliveryP50} / ${e.deliveryP99} / ${e.deliveryMax} | ${e.peakRss} |`,
    );
  }
  print(
    `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB; ` +
      `${clients} clients for ${seconds} s as ${userCount} users; ${subscribers} event streams.\n`,
  );
  print(
    '| set-up | submissions/s | p50 ms | p99 ms | accepted / stored | refused / failed | API peak RSS MiB | streams completed | all open after s | progress events per stream (median) | final event after finish p50 / p99 / max ms | API peak RSS MiB |',
  );
  print('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) print(row);
} finally {
  await emulator.stop();
}
