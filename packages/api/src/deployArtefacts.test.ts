import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {THREAD_SAFE_NODE_FLAGS} from '@nada/audio/worker';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {usage} from './cli.ts';
import {CONFIG_VARIABLES, loadConfig} from './config.ts';
import {startWorkerServer} from './metrics/workerServer.ts';
import type {Api} from './server.ts';
import {testApi} from './testing/testApi.ts';

// Keeps deploy/ (Dockerfile, compose.yaml, Caddyfile, .env.example) in step with what the code
// really starts and reads: commands, variable names, ports and health paths.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');
const dockerfile = read('deploy/Dockerfile');
const caddyfile = read('deploy/Caddyfile');
const envExample = read('deploy/.env.example');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: {test: string[]};
}
const compose = parse(read('deploy/compose.yaml'), {merge: true}) as {services: Record<string, Service>};
const services = compose.services;
const nadaServices = Object.entries(services).filter(([, service]) => service.build !== undefined);
const apis = nadaServices.filter(([, service]) => service.command?.includes('packages/app/server.mjs'));
const workers = nadaServices.filter(([, service]) => service.command?.join(' ').endsWith('cli.ts worker'));

/** Variables the app server reads besides the API's (packages/app/app/env.server.ts and firebaseSettings.ts). */
const appVariables = ['packages/app/app/env.server.ts', 'packages/app/app/auth/firebaseSettings.ts'].flatMap(
  (file) =>
    [...read(file).matchAll(/(?:source\.|value\(')([A-Z][A-Z0-9_]+)/g)].map((match) => match[1] ?? ''),
);
const known = new Set([...CONFIG_VARIABLES, ...appVariables]);

/** The compose environment with `${VAR:?..}` and `${VAR:-default}` filled in, as an operator's .env would. */
function resolved(environment: Record<string, string> = {}): Record<string, string> {
  const sample: Record<string, string> = {
    NADA_DOMAIN: 'nada.example.com',
    POSTGRES_PASSWORD: 'postgres-password',
    MINIO_ROOT_PASSWORD: 'minio-password',
    FILE_URL_SECRET: 'f'.repeat(64),
    METRICS_TOKEN: 'm'.repeat(64),
    FIREBASE_PROJECT_ID: 'nada-production',
    FIREBASE_API_KEY: 'an-api-key',
  };
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      String(value).replace(/\$\{(\w+)(?::[?-]([^}]*))?\}/g, (_, variable: string, fallback = '') =>
        variable in sample ? (sample[variable] ?? '') : fallback,
      ),
    ]),
  );
}

/** The URL a `node -e fetch(...)` health check asks for. */
const healthUrl = (service: Service) =>
  /fetch\('([^']+)'\)/.exec(service.healthcheck?.test.join(' ') ?? '')?.[1] ?? '';

let api: Api;
let close: () => Promise<void>;
beforeAll(async () => {
  ({api, close} = await testApi());
});
afterAll(() => close());

describe('deploy/Dockerfile', () => {
  it('passes dockerfilelint', () => {
    const bin = createRequire(import.meta.url).resolve('dockerfilelint/bin/dockerfilelint');
    const run = spawnSync(process.execPath, [bin, '-j', `${root}deploy/Dockerfile`], {encoding: 'utf8'});
    const report = JSON.parse(run.stdout) as {totalIssues: number; files: Array<{issues: object[]}>};
    expect(report.files[0]?.issues).toEqual([]);
    expect(report.totalIssues).toBe(0);
  });

  it('builds in stages and runs as a non-root user with the audio tools installed', () => {
    const stages = dockerfile.match(/^FROM /gm) ?? [];
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).not.toMatch(/^USER (root|0)\b/m);
    for (const tool of ['ffmpeg', 'rubberband-cli', 'fluidsynth', 'yt-dlp'])
      expect(runtime).toMatch(new RegExp(`^\\s+${tool} \\\\$`, 'm'));
  });

  it("starts the app server the app's own start script runs, on the port it exposes", async () => {
    const start = (JSON.parse(read('packages/app/package.json')) as {scripts: {start: string}}).scripts.start;
    const flags = THREAD_SAFE_NODE_FLAGS.join(' ');
    expect(start).toBe(`node ${flags} server.mjs`);
    const command = ['node', ...THREAD_SAFE_NODE_FLAGS, 'packages/app/server.mjs'];
    expect(dockerfile).toContain(`\nCMD ${JSON.stringify(command).replaceAll('","', '", "')}\n`);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const env = Object.fromEntries(
      [...runtime.matchAll(/^\s*(?:ENV )?([A-Z_]+)=(\S+?)(?: \\)?$/gm)].map((match) => [match[1], match[2]]),
    );
    expect(Object.keys(env)).toEqual(['NODE_ENV', 'HOST', 'PORT', 'DATA_DIR', 'MODELS_DIR']);
    // Issue 41: the server listens on localhost unless HOST says otherwise; in a container, every interface.
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(env.HOST).toBe('0.0.0.0');
    for (const name of Object.keys(env))
      expect(known, `${name} is not a variable Nada reads`).toContain(name);
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${env.PORT}$`, 'm'));
    const health = /fetch\('http:\/\/127\.0\.0\.1:'\+\(process\.env\.PORT\|\|3000\)\+'([^']+)'\)/.exec(
      dockerfile,
    )?.[1];
    expect(health).toBe('/api/health');
    expect((await api.inject({url: health})).statusCode).toBe(200);
  });
});

describe('the commands that run jobs in threads', () => {
  it('start Node with THREAD_SAFE_NODE_FLAGS: the start commands, `nada`, and these tests', () => {
    const flags = THREAD_SAFE_NODE_FLAGS.join(' ');
    const scripts = (path: string) => (JSON.parse(read(path)) as {scripts: Record<string, string>}).scripts;
    expect(scripts('packages/api/package.json').start).toBe(`node ${flags} src/main.ts`);
    expect(read('scripts/start.mjs')).toContain(
      `spawn(process.execPath, [${THREAD_SAFE_NODE_FLAGS.map((flag) => `'${flag}'`).join(', ')}, 'server.mjs']`,
    );
    expect(read('packages/api/src/cli.ts').split('\n')[0]).toBe(`#!/usr/bin/env -S node ${flags}`);
    expect(read('run')).toContain(`exec node ${flags} "$NADA_ROOT/packages/api/src/cli.ts" "$@"`);
    expect(process.execArgv).toEqual(expect.arrayContaining([...THREAD_SAFE_NODE_FLAGS]));
  });
});

describe('deploy/compose.yaml', () => {
  it('has the distributed topology: PostgreSQL, Redis, MinIO, two APIs behind a proxy, two workers', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'minio', 'proxy']));
    expect(apis.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    expect(workers.map(([name]) => name)).toEqual(['worker-1', 'worker-2']);
    for (const [, service] of [...nadaServices]) expect(service.healthcheck ?? service.command).toBeTruthy();
  });

  it('runs only commands that exist: the app server and `nada` subcommands', () => {
    const bin = (JSON.parse(read('packages/api/package.json')) as {bin: {nada: string}}).bin.nada;
    // The linked `nada` checks the Node version, then runs src/cli.ts, which the images run directly.
    expect(bin).toBe('./bin/nada.mjs');
    expect(read('packages/api/bin/nada.mjs')).toContain("new URL('../src/cli.ts', import.meta.url)");
    for (const [name, service] of nadaServices) {
      const [node, ...words] = service.command ?? [];
      const scriptAt = words.findIndex((word) => !word.startsWith('--'));
      const flags = words.slice(0, scriptAt);
      const [script, ...args] = words.slice(scriptAt);
      expect(node, name).toBe('node');
      // The APIs and workers run jobs in threads: workerProtocol.ts in @nada/audio says why they need these.
      const threads = script === 'packages/app/server.mjs' || args.join(' ') === 'worker';
      expect(flags, name).toEqual(threads ? THREAD_SAFE_NODE_FLAGS : []);
      expect(existsSync(`${root}${script}`), `${name}: ${script}`).toBe(true);
      if (script === 'packages/api/src/cli.ts') expect(usage, name).toContain(`nada ${args.join(' ')}`);
    }
  });

  it("sets only variables Nada reads, and every API's and worker's environment loads in production mode", () => {
    for (const [name, service] of nadaServices) {
      const env = resolved(service.environment);
      for (const variable of Object.keys(env)) expect(known, `${name}: ${variable}`).toContain(variable);
      const config = loadConfig(env);
      expect(env.NODE_ENV).toBe('production');
      // Every address names a service of this file.
      expect(services).toHaveProperty(new URL(config.databaseUrl ?? '').hostname);
      expect(services).toHaveProperty(new URL(config.redisUrl ?? '').hostname);
      expect(config.storage.driver).toBe('s3');
      if (config.storage.driver === 's3')
        expect(services).toHaveProperty(new URL(config.storage.endpoint ?? '').hostname);
    }
    for (const [name, service] of apis) {
      const config = loadConfig(resolved(service.environment));
      expect(config.host, name).toBe('0.0.0.0');
      expect(healthUrl(service), name).toBe(`http://127.0.0.1:${config.port}/api/ready`);
      expect(config.trustProxyHops, name).toBe(1);
    }
    for (const [name, service] of workers) {
      const config = loadConfig(resolved(service.environment));
      expect(healthUrl(service), name).toBe(`http://127.0.0.1:${config.metricsPort}/ready`);
    }
  });

  it('names in deploy/.env.example every variable it asks the operator for', () => {
    const asked = new Set([...read('deploy/compose.yaml').matchAll(/\$\{(\w+)/g)].map((match) => match[1]));
    const listed = new Set([...envExample.matchAll(/^(\w+)=/gm)].map((match) => match[1]));
    expect([...asked].sort()).toEqual([...listed].sort());
  });

  it("answers the health checks' paths: the API's readiness, and the worker's server", async () => {
    expect((await api.inject({url: '/api/ready'})).statusCode).toBe(200);
    const token = 'm'.repeat(64);
    let ready = true;
    const server = await startWorkerServer({
      port: 0,
      host: '127.0.0.1',
      access: {token},
      db: api.nada.db,
      ready: async () => {
        if (!ready) throw new Error('Redis is down');
      },
    });
    try {
      const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;
      expect((await fetch(url('/health'))).status).toBe(200);
      expect((await fetch(url('/ready'))).status).toBe(200);
      ready = false;
      expect((await fetch(url('/ready'))).status).toBe(503);
      expect((await fetch(url('/metrics'))).status).toBe(404);
      const metrics = await fetch(url('/metrics'), {headers: {authorization: `Bearer ${token}`}});
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('# TYPE nada_queue_jobs gauge');
    } finally {
      await server.close();
    }
  });
});

describe('deploy/Caddyfile', () => {
  it('balances over the API services on their port, checking the readiness path', () => {
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(
      apis.map(([name, service]) => `${name}:${loadConfig(resolved(service.environment)).port}`),
    );
    expect(caddyfile).toMatch(/^\s+health_uri \/api\/ready$/m);
    expect(caddyfile).toMatch(/^\s+flush_interval -1$/m);
    // Uploads are staged on the process that took them: one visitor, one process.
    expect(caddyfile).toMatch(/^\s+lb_policy (ip_hash|cookie)\b/m);
  });

  it('closes idle connections to an API before the app server does', () => {
    const seconds = (text: string | undefined) => Number(text?.replaceAll('_', '')) / 1000;
    const server = seconds(/server\.keepAliveTimeout = ([\d_]+);/.exec(read('packages/app/server.mjs'))?.[1]);
    const caddy = Number(/^\s+keepalive (\d+)s$/m.exec(caddyfile)?.[1]);
    expect(server).toBeGreaterThan(0);
    expect(caddy).toBeGreaterThan(0);
    expect(caddy).toBeLessThan(server);
  });
});
