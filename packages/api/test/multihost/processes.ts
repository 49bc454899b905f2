import {execFileSync, spawn} from 'node:child_process';
import type {ChildProcess} from 'node:child_process';
import {chownSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Host, TestNetwork} from './netns.ts';

/** A process the test started, with what it printed so far (for failure messages). */
export interface Started {
  name: string;
  child: ChildProcess;
  output(): string;
  /** Resolves once the process has exited (at once when it already has). */
  exited(): Promise<void>;
  /** Sends `signal` and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Everything started, so `stopAll` can end it whatever happened. */
const everything = new Set<Started>();

/**
 * Starts `command` (already wrapped in `ip netns exec`, which execs it: the child's pid is the
 * program's) and resolves once `ready` matches its output, or rejects when it exits first.
 */
export async function start(
  name: string,
  command: string[],
  options: {env?: NodeJS.ProcessEnv; cwd?: string; ready: RegExp},
): Promise<Started> {
  const [file = '', ...args] = command;
  const child = spawn(file, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started: Started = {
    name,
    child,
    output: () => output,
    exited: () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : exit),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await started.exited();
      everything.delete(started);
    },
  };
  everything.add(started);
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Keep the end: enough for a failure message, bounded for chatty processes.
      if (output.length > 20_000) output = output.slice(-20_000);
      if (options.ready.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) =>
      reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${output}`)),
    );
  });
  return started;
}

/** Ends every process still running, the hard way. */
export async function stopAll(): Promise<void> {
  await Promise.all([...everything].map((started) => started.stop('SIGKILL')));
}

/** A temporary folder removed by `removeFolders`. */
const folders: string[] = [];
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}
export function removeFolders(): void {
  for (const folder of folders.splice(0)) rmSync(folder, {recursive: true, force: true});
}

const postgresBin = (() => {
  const versions = execFileSync('ls', ['/usr/lib/postgresql'], {encoding: 'utf8'})
    .split('\n')
    .filter(Boolean);
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${newest}/bin`;
})();

/**
 * A private PostgreSQL cluster in a temporary folder, listening on `host`'s address only and
 * trusting the test network. PostgreSQL refuses to run as root: it runs as the `postgres` user.
 */
export function postgresCluster(network: TestNetwork, host: Host) {
  const folder = tempFolder('nada-multihost-pg-');
  chownSync(folder, uidOf('postgres'), gidOf('postgres'));
  const data = join(folder, 'data');
  const asPostgres = (command: string[]) => [
    'setpriv',
    '--reuid=postgres',
    '--regid=postgres',
    '--init-groups',
    '--',
    ...command,
  ];
  const [setpriv = '', ...initdb] = asPostgres([
    `${postgresBin}/initdb`,
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
  ]);
  execFileSync(setpriv, initdb, {stdio: 'ignore'});
  const subnet = network.gateway.replace(/\.1$/, '.0');
  writeFileSync(join(data, 'pg_hba.conf'), `local all all trust\nhost all all ${subnet}/24 trust\n`);
  return {
    url: (database: string) => `postgres://postgres@${host.address}:5432/${database}`,
    /** Starts the server (again, on the same data after a stop). */
    start: () =>
      start(
        'postgres',
        network.exec(
          host,
          asPostgres([
            `${postgresBin}/postgres`,
            '-D',
            data,
            '-c',
            `listen_addresses=${host.address}`,
            '-c',
            'port=5432',
            '-c',
            `unix_socket_directories=${folder}`,
            '-c',
            'fsync=off',
          ]),
        ),
        {ready: /ready to accept connections/},
      ),
  };
}

/** A private Redis on `host` whose data (append-only file) outlives a restart. */
export function redisServer(network: TestNetwork, host: Host) {
  const folder = tempFolder('nada-multihost-redis-');
  return {
    url: `redis://${host.address}:6379`,
    start: () =>
      start(
        'redis',
        network.exec(host, [
          'redis-server',
          '--bind',
          host.address,
          '--port',
          '6379',
          '--dir',
          folder,
          '--appendonly',
          'yes',
          '--appendfsync',
          'always',
          '--save',
          '',
          '--protected-mode',
          'no',
        ]),
        {ready: /Ready to accept connections/},
      ),
  };
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user], {encoding: 'utf8'}).trim());
}
function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user], {encoding: 'utf8'}).trim());
}
