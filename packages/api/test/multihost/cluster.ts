import {createServer, connect} from 'node:net';
import type {Server} from 'node:net';
import {fileURLToPath} from 'node:url';
import {THREAD_SAFE_NODE_FLAGS} from '@nada/audio/worker';
import pg from 'pg';
import {startAuthEmulator} from '../../../../scripts/firebase-emulator.mjs';
import {createTestNetwork} from './netns.ts';
import type {Host, TestNetwork} from './netns.ts';
import {postgresCluster, redisServer, removeFolders, start, stopAll, tempFolder} from './processes.ts';
import type {Started} from './processes.ts';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
/** The test's job kind (a chained SHA-256 of a chosen length), loaded by the APIs and the workers. */
const kindsModule = 'src/jobs/testing/hashJob.ts';
const API_PORT = 3000;

/** One API or worker host: its namespace, its process, and how to start that again. */
export interface NodeHost {
  host: Host;
  process: Started;
  restart(): Promise<void>;
}

/** The distributed topology over the test network, as the test drives it. */
export interface Cluster {
  network: TestNetwork;
  apis: [NodeHost, NodeHost];
  workers: [NodeHost, NodeHost];
  postgres: {start(): Promise<Started>; process: Started};
  redis: {start(): Promise<Started>; process: Started};
  /** The base URL of an API host, as seen from the test process (through the bridge). */
  baseUrl(api: NodeHost): string;
  /** Runs one query on the cluster's database (a new connection each time: PostgreSQL restarts). */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * Builds the topology: namespaces `services` (PostgreSQL, Redis, s3rver), `api1`, `api2`
 * (`node src/main.ts`) and `worker1`, `worker2` (`nada worker`), on one private bridge. The
 * Firebase Auth emulator stays on the machine's loopback; a forwarder on the bridge's address
 * lets the namespaces reach it.
 */
export async function startCluster(): Promise<Cluster> {
  const network = createTestNetwork(['services', 'api1', 'api2', 'worker1', 'worker2']);
  const hosts = network.hosts as Record<'services' | 'api1' | 'api2' | 'worker1' | 'worker2', Host>;
  let forwarder: Server | undefined;
  let emulator: {stop(): Promise<void>} | undefined;
  const close = async () => {
    await stopAll();
    await new Promise<void>((resolve) => (forwarder ? forwarder.close(() => resolve()) : resolve()));
    // One this run started ends with it (one that was already running is left alone), so no later
    // step of the test command reuses an emulator whose owner has gone.
    await emulator?.stop();
    network.destroy();
    removeFolders();
  };
  try {
    emulator = await startAuthEmulator({projectId: 'demo-nada'});
    forwarder = await forward(network.gateway, 9099, '127.0.0.1', 9099);

    const postgresServer = postgresCluster(network, hosts.services);
    const redis = redisServer(network, hosts.services);
    const [postgresProcess, redisProcess, s3Process] = await Promise.all([
      postgresServer.start(),
      redis.start(),
      start(
        's3rver',
        network.exec(hosts.services, [
          process.execPath,
          'test/multihost/s3Main.ts',
          hosts.services.address,
          '9000',
        ]),
        {cwd: packageDir, ready: /s3 ready \{.*\}\n/},
      ),
    ]);
    void s3Process;
    await runQuery(postgresServer.url('postgres'), 'create database nada');
    const s3Env = JSON.parse(/s3 ready (\{.*\})\n/.exec(s3Process.output())?.[1] ?? '{}') as Record<
      string,
      string
    >;

    const common: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: postgresServer.url('nada'),
      REDIS_URL: redis.url,
      JOB_QUEUE_PREFIX: `nada-multihost-${network.id}`,
      // Short, so a killed worker's job is taken over within seconds.
      JOB_LEASE_MS: '3000',
      ...s3Env,
      FILE_URL_SECRET: 'a-multihost-test-secret-long-enough-to-pass',
      FIREBASE_PROJECT_ID: 'demo-nada',
      FIREBASE_AUTH_EMULATOR_HOST: `${network.gateway}:9099`,
      // The test polls far above a real client's rate.
      RATE_LIMIT_MAX: '100000',
      SWEEP_INTERVAL_MS: '0',
    };
    const nodeHost = async (name: string, host: Host, role: 'api' | 'worker'): Promise<NodeHost> => {
      const env = {...common, DATA_DIR: tempFolder(`nada-multihost-${name}-`)};
      const launch = () =>
        role === 'api'
          ? start(
              name,
              network.exec(host, [
                process.execPath,
                ...THREAD_SAFE_NODE_FLAGS,
                'src/main.ts',
                '--kinds',
                kindsModule,
              ]),
              {
                cwd: packageDir,
                env: {...env, HOST: host.address, PORT: String(API_PORT), LOG_LEVEL: 'info'},
                ready: /Server listening/,
              },
            )
          : start(
              name,
              network.exec(host, [
                process.execPath,
                ...THREAD_SAFE_NODE_FLAGS,
                'src/cli.ts',
                'worker',
                '--kinds',
                kindsModule,
              ]),
              {
                cwd: packageDir,
                env: {...env, LOG_LEVEL: 'warn'},
                ready: /running kinds: separate, .*\btest\.hash\b/,
              },
            );
      const node: NodeHost = {
        host,
        process: await launch(),
        async restart() {
          node.process = await launch();
        },
      };
      return node;
    };
    // The first API migrates the fresh database; the others then start side by side.
    const api1 = await nodeHost('api1', hosts.api1, 'api');
    const [api2, worker1, worker2] = await Promise.all([
      nodeHost('api2', hosts.api2, 'api'),
      nodeHost('worker1', hosts.worker1, 'worker'),
      nodeHost('worker2', hosts.worker2, 'worker'),
    ]);
    const postgres = {
      process: postgresProcess,
      async start() {
        postgres.process = await postgresServer.start();
        return postgres.process;
      },
    };
    const redisHandle = {
      process: redisProcess,
      async start() {
        redisHandle.process = await redis.start();
        return redisHandle.process;
      },
    };
    return {
      network,
      apis: [api1, api2],
      workers: [worker1, worker2],
      postgres,
      redis: redisHandle,
      baseUrl: (api) => `http://${api.host.address}:${API_PORT}`,
      query: (text, values) => runQuery(postgresServer.url('nada'), text, values),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function runQuery<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({connectionString: url, connectionTimeoutMillis: 5000});
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** A TCP forwarder from `host:port` to `targetHost:targetPort`; resolves once it listens. */
async function forward(host: string, port: number, targetHost: string, targetPort: number): Promise<Server> {
  const server = createServer((socket) => {
    const upstream = connect(targetPort, targetHost);
    socket.pipe(upstream).pipe(socket);
    const drop = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', drop);
    upstream.on('error', drop);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
