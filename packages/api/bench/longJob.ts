// One long separate job in the embedded API, and how well the API keeps answering meanwhile.
//
//   npm run bench:long-job [-- --minutes 10 --stems 2 --format mp3 --engine dsp]
//
// Starts the embedded default (SQLite in a temporary folder, the in-process queue) in this process,
// listening on a loopback port, signs a user up in the Auth emulator, uploads a stereo song made with
// ffmpeg (a centred 'voice' over a panned tone and pink noise) through tus, submits a separate job and,
// until it ends, asks GET /api/health every 100 ms over HTTP. Prints the job's wall time per stage,
// the health latencies (p50, p99, max), this process's event-loop delay and its peak resident
// memory (process.resourceUsage().maxRSS: the API and the job's threads together).
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {cpus, tmpdir, totalmem} from 'node:os';
import {join} from 'node:path';
import {monitorEventLoopDelay} from 'node:perf_hooks';
import {parseArgs} from 'node:util';
import {startAuthEmulator} from '../../../scripts/firebase-emulator.mjs';
import {loadConfig} from '../src/config.ts';
import type {JobView} from '../src/jobs/present.ts';
import {createApi} from '../src/server.ts';
import {signUp} from '../src/testing/emulatorUsers.ts';

const {values: options} = parseArgs({
  options: {
    minutes: {type: 'string', default: '10'},
    stems: {type: 'string', default: '2'},
    format: {type: 'string', default: 'mp3'},
    engine: {type: 'string', default: 'dsp'},
  },
});
const seconds = Math.round(Number(options.minutes) * 60);
const log = (line: string) => process.stderr.write(`${line}\n`);
const print = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the song as a 192 kb/s stereo MP3. */
function makeSong(folder: string): Buffer {
  const path = join(folder, 'Lagu Panjang.mp3');
  const source = (filter: string) => ['-f', 'lavfi', '-i', `${filter}:d=${seconds}`];
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...source('sine=f=440:sample_rate=44100'),
    ...source('anoisesrc=c=pink:a=0.08:r=44100'),
    ...source('sine=f=110:sample_rate=44100'),
    '-filter_complex',
    '[0]volume=0.35,tremolo=f=2:d=0.4,asplit[vl][vr];[2]volume=0.25[b];' +
      '[vl][1]amix=inputs=2:normalize=0[l];[vr][b]amix=inputs=2:normalize=0[r];' +
      '[l][r]join=inputs=2:channel_layout=stereo[out]',
    ...['-map', '[out]', '-c:a', 'libmp3lame', '-b:a', '192k', path],
  ]);
  return readFileSync(path);
}

/** Uploads `content` through the tus routes in 8 MiB chunks; answers the file id. */
async function upload(base: string, token: string, name: string, content: Buffer): Promise<string> {
  const headers = {authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0'};
  const created = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(content.length),
      'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
    },
  });
  if (created.status !== 201) throw new Error(`upload creation answered ${created.status}`);
  const location = new URL(created.headers.get('location') ?? '', base).toString();
  const chunk = 8 * 1024 * 1024;
  for (let offset = 0; offset < content.length; offset += chunk) {
    const response = await fetch(location, {
      method: 'PATCH',
      headers: {
        ...headers,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: content.subarray(offset, offset + chunk),
    });
    if (offset + chunk >= content.length) {
      if (response.status !== 200)
        throw new Error(`last chunk answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as {file: {id: string}}).file.id;
    }
    if (response.status !== 204) throw new Error(`chunk answered ${response.status}`);
  }
  throw new Error('nothing uploaded');
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

const folder = mkdtempSync(join(tmpdir(), 'nada-long-job-'));
// Stopped at the end (unless another process had started it), or the script would never exit.
const emulator = await startAuthEmulator({log});
try {
  log(`making a ${seconds} s stereo song with ffmpeg`);
  const song = makeSong(folder);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: join(folder, 'data'),
    FIREBASE_PROJECT_ID: 'demo-nada',
    LOG_LEVEL: 'warn',
    SWEEP_INTERVAL_MS: '0',
  });
  const api = await createApi(config);
  await api.listen({port: 0, host: '127.0.0.1'});
  const address = api.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const user = await signUp();
    const auth = {authorization: `Bearer ${user.idToken}`};
    await fetch(`${base}/api/me`, {headers: auth});
    log(`uploading ${(song.length / 1024 / 1024).toFixed(1)} MiB through tus`);
    const uploadStarted = performance.now();
    const fileId = await upload(base, user.idToken, 'Lagu Panjang.mp3', song);
    const uploadMs = performance.now() - uploadStarted;
    const rssBefore = process.memoryUsage().rss / 1024;

    const loop = monitorEventLoopDelay({resolution: 10});
    loop.enable();
    const submitted = await fetch(`${base}/api/jobs`, {
      method: 'POST',
      headers: {...auth, 'content-type': 'application/json'},
      body: JSON.stringify({
        kind: 'separate',
        inputFileIds: [fileId],
        params: {stems: options.stems, format: options.format, engine: options.engine},
      }),
    });
    if (submitted.status !== 202)
      throw new Error(`submit answered ${submitted.status}: ${await submitted.text()}`);
    const jobId = ((await submitted.json()) as JobView).id;
    const started = performance.now();
    log(`job ${jobId} submitted`);

    let job: JobView | undefined;
    const stages: Array<[string, number]> = [];
    const watching = (async () => {
      for (;;) {
        job = (await (await fetch(`${base}/api/jobs/${jobId}`, {headers: auth})).json()) as JobView;
        const stage = job.stage ?? job.status;
        if (stages.at(-1)?.[0] !== stage) stages.push([stage, performance.now()]);
        if (['succeeded', 'failed', 'canceled'].includes(job.status)) return;
        await sleep(500);
      }
    })();
    const latencies: number[] = [];
    let finished = false;
    void watching.finally(() => (finished = true));
    while (!finished) {
      const at = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      const took = performance.now() - at;
      latencies.push(took);
      await sleep(Math.max(0, 100 - took));
    }
    await watching;
    const wallMs = performance.now() - started;
    loop.disable();
    if (job?.status !== 'succeeded')
      throw new Error(`job ended ${job?.status}: ${JSON.stringify(job?.error)}`);

    const sorted = latencies.toSorted((a, b) => a - b);
    const stageLines = stages.map(([stage, at], index) => {
      const until = stages[index + 1]?.[1] ?? started + wallMs;
      return `${stage} ${((until - at) / 1000).toFixed(1)} s`;
    });
    const peak = process.resourceUsage().maxRSS;
    print(`## Long separate job in the embedded API (${new Date().toISOString().slice(0, 10)})`);
    print('');
    print(
      `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
        `a ${seconds / 60}-minute stereo MP3 (${(song.length / 2 ** 20).toFixed(1)} MiB), stems ${options.stems}, ` +
        `${options.format}, engine ${options.engine}.`,
    );
    print('');
    print('| figure | value |');
    print('| --- | --- |');
    print(`| upload through tus (loopback) | ${(uploadMs / 1000).toFixed(1)} s |`);
    print(
      `| job wall time (submit to succeeded) | ${(wallMs / 1000).toFixed(1)} s (${(seconds / (wallMs / 1000)).toFixed(1)}x real time) |`,
    );
    print(`| stages (as polled every 0.5 s) | ${stageLines.join(', ')} |`);
    print(
      `| GET /api/health during the job (${latencies.length} requests) | p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)} |`,
    );
    print(
      `| event-loop delay during the job | p50 ${ms(loop.percentile(50) / 1e6)}, p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)} |`,
    );
    print(`| resident memory | ${mib(rssBefore)} before the job, peak ${mib(peak)} |`);
  } finally {
    await api.close();
  }
} finally {
  rmSync(folder, {recursive: true, force: true});
  await emulator.stop();
}
