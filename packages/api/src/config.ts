import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {z} from 'zod';
import {PlanFileError, readPlanFile} from './plans/planFile.ts';
import {PLANS} from './plans/plans.ts';
import type {PlanCatalogue} from './plans/plans.ts';
import {ConfigError} from './configError.ts';

export {ConfigError};

/** Where the embedded default keeps its database and files: `<repo>/data`. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

/** The Auth emulator's standard address, used by default for `demo-` projects. */
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

const hostPort = /^[^\s:/]+:\d{1,5}$/;
const byteCountMessage = 'must be a whole number of bytes, at least 1';
const secretMessage = 'must be at least 32 characters (e.g. `openssl rand -hex 32`)';
const portMessage = 'must be a port number between 1 and 65535';
const bodyLimitMessage = 'must be a whole number of bytes, at least 1024';
const difficultyMessage = 'must be a whole number of bits from 0 to 24';
const jobCountMessage = 'must be a whole number, at least 1';
const leaseMessage = 'must be a whole number of milliseconds, at least 500';
const sweepMessage = 'must be a whole number of milliseconds: 0 (never) or at least 100';
const retentionMessage = 'must be a whole number of days, at least 1';
const rateMessage = 'must be a whole number of requests, at least 1';
const windowMessage = 'must be a whole number of milliseconds, at least 1000';
const hopsMessage = 'must be the number of proxies in front of the API (0 to 10)';

// Empty strings count as unset, so `FOO= npm start` falls back to the default like an absent FOO.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const outboxMessage = 'must be a whole number of milliseconds, at least 100';

/** The modes Nada runs in (`NODE_ENV`); unset is `development`, the embedded default of `./run start`. */
export const NADA_MODES = ['development', 'test', 'production'] as const;

/** How the process runs: `production` refuses the emulator and test switches; `test` admits the test switches. */
export type NadaMode = (typeof NADA_MODES)[number];

/**
 * Variables that only tests may set: each opens a door a server must keep shut, so they are refused
 * at start unless `NODE_ENV` is `test`.
 */
export const TEST_ONLY_VARIABLES = ['IMPORT_TEST_ALLOW_HOST'] as const;

const envSchema = z.object({
  // Read as spelled by hand: ` Production` is production (issue 41), and a value Nada does not know
  // (`prod`, `staging`) is refused rather than run as development with the emulator's unsigned tokens.
  NODE_ENV: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z
      .enum(NADA_MODES, {error: 'must be production, development or test (or unset, which is development)'})
      .optional(),
  ),
  PORT: optional(
    z.coerce.number({error: portMessage}).int(portMessage).min(1, portMessage).max(65535, portMessage),
  ),
  HOST: optional(z.string()),
  NADA_PUBLIC_URL: optional(
    z
      .string()
      .transform((value) => value.replace(/\/+$/, ''))
      .pipe(z.string().regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://nada.example')),
  ),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z.url({protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL'}),
  ),
  REDIS_URL: optional(z.url({protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL'})),
  FIREBASE_PROJECT_ID: optional(
    z
      .string()
      .regex(
        /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
        'must be a Firebase project id: 6 to 30 lowercase letters, digits and hyphens',
      ),
  ),
  FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(hostPort, 'must be host:port, e.g. 127.0.0.1:9099')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  API_BODY_LIMIT_BYTES: optional(
    z.coerce.number({error: bodyLimitMessage}).int(bodyLimitMessage).min(1024, bodyLimitMessage),
  ),
  S3_ENDPOINT: optional(z.url({protocol: /^https?$/, error: 'must be an http:// or https:// URL'})),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name, e.g. us-east-1')),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false', '1', '0'], {error: 'must be true or false'})),
  FILE_URL_SECRET: optional(z.string().min(32, secretMessage)),
  FFPROBE_PATH: optional(z.string()),
  FFMPEG_PATH: optional(z.string()),
  YTDLP_PATH: optional(z.string()),
  FLUIDSYNTH_PATH: optional(z.string()),
  IMPORT_TEST_ALLOW_HOST: optional(
    z
      .string()
      .regex(
        /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]):\d{1,5}$/,
        'must be a loopback address and port, e.g. 127.0.0.1:8123 (tests only)',
      ),
  ),
  MODELS_DIR: optional(z.string()),
  PLANS_FILE: optional(z.string()),
  UPLOAD_MAX_BYTES: optional(
    z.coerce.number({error: byteCountMessage}).int(byteCountMessage).min(1, byteCountMessage),
  ),
  JOB_CONCURRENCY: optional(
    z.coerce.number({error: jobCountMessage}).int(jobCountMessage).min(1, jobCountMessage),
  ),
  JOB_USER_CONCURRENCY: optional(
    z.coerce.number({error: jobCountMessage}).int(jobCountMessage).min(1, jobCountMessage),
  ),
  JOB_LEASE_MS: optional(z.coerce.number({error: leaseMessage}).int(leaseMessage).min(500, leaseMessage)),
  JOB_QUEUE_PREFIX: optional(z.string().regex(/^[\w-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -')),
  SWEEP_INTERVAL_MS: optional(
    z.coerce
      .number({error: sweepMessage})
      .int(sweepMessage)
      .refine((value) => value === 0 || value >= 100, sweepMessage),
  ),
  JOB_EVENT_RETENTION_DAYS: optional(
    z.coerce.number({error: retentionMessage}).int(retentionMessage).min(1, retentionMessage),
  ),
  RATE_LIMIT_MAX: optional(z.coerce.number({error: rateMessage}).int(rateMessage).min(1, rateMessage)),
  RATE_LIMIT_WINDOW_MS: optional(
    z.coerce.number({error: windowMessage}).int(windowMessage).min(1000, windowMessage),
  ),
  RATE_LIMIT_JOB_SUBMIT_MAX: optional(
    z.coerce.number({error: rateMessage}).int(rateMessage).min(1, rateMessage),
  ),
  RATE_LIMIT_UPLOAD_CREATE_MAX: optional(
    z.coerce.number({error: rateMessage}).int(rateMessage).min(1, rateMessage),
  ),
  RATE_LIMIT_BOT_CHECK_MAX: optional(
    z.coerce.number({error: rateMessage}).int(rateMessage).min(1, rateMessage),
  ),
  TRUST_PROXY_HOPS: optional(
    z.coerce.number({error: hopsMessage}).int(hopsMessage).min(0, hopsMessage).max(10, hopsMessage),
  ),
  SMTP_URL: optional(
    z.url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587',
    }),
  ),
  SMTP_FROM: optional(z.email({error: 'must be an email address'})),
  OUTBOX_INTERVAL_MS: optional(
    z.coerce.number({error: outboxMessage}).int(outboxMessage).min(100, outboxMessage),
  ),
  METRICS_TOKEN: optional(z.string().min(32, secretMessage)),
  METRICS_PORT: optional(
    z.coerce.number({error: portMessage}).int(portMessage).min(1, portMessage).max(65535, portMessage),
  ),
  BOT_CHECK_DIFFICULTY: optional(
    z.coerce
      .number({error: difficultyMessage})
      .int(difficultyMessage)
      .min(0, difficultyMessage)
      .max(24, difficultyMessage),
  ),
  SOUND_LIBRARY_SEED: optional(
    z.enum(['on', 'off'], {error: 'must be on (render the starter sounds on first start) or off'}),
  ),
  PAYMENTS: optional(
    z.enum(['sandbox'], {error: 'must be sandbox (to enable the offline sandbox checkout) or unset'}),
  ),
  PAYMENTS_SANDBOX_SECRET: optional(z.string().min(32, secretMessage)),
  MIDTRANS_SERVER_KEY: optional(
    z.string().min(8, 'must be the Midtrans server key (SB-Mid-server-... or Mid-server-...)'),
  ),
  MIDTRANS_PRODUCTION: optional(z.enum(['true', 'false', '1', '0'], {error: 'must be true or false'})),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)'),
  ),
});

/** Every environment variable the API and `nada` read (docs/operations.md describes each). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** Where file contents live: a folder on this machine, or an S3-compatible bucket. */
export type StorageConfig =
  | {driver: 'local'; directory: string}
  | {
      driver: 's3';
      bucket: string;
      /** Endpoint of an S3-compatible service; unset means AWS itself. */
      endpoint: string | undefined;
      region: string;
      /** Unset means the SDK's default credential chain (instance role, shared profile). */
      credentials: {accessKeyId: string; secretAccessKey: string} | undefined;
      /** Bucket in the path rather than the host name, as MinIO and most self-hosted servers want. */
      forcePathStyle: boolean;
    };

/**
 * The payment adapters that are set up; none by default, when the pricing pages say payments are
 * not set up. Midtrans takes rupiah, Stripe US dollars; the sandbox either, offline.
 */
export interface PaymentsConfig {
  /** Midtrans Snap, for IDR (`MIDTRANS_SERVER_KEY`, `MIDTRANS_PRODUCTION`). */
  midtrans: {serverKey: string; production: boolean} | undefined;
  /** Stripe Checkout, for USD (`STRIPE_SECRET_KEY` with `STRIPE_WEBHOOK_SECRET`). */
  stripe: {secretKey: string; webhookSecret: string} | undefined;
  /** The offline sandbox (`PAYMENTS=sandbox`), never in production; its webhook key, generated when unset. */
  sandbox: {secret: string | undefined} | undefined;
}

/** The API's validated configuration; every field has its default applied. */
export interface Config {
  /** `NODE_ENV`, trimmed and lower-cased. @default 'development' */
  mode: NadaMode;
  /** Port `main.ts` listens on. @default 3000 */
  port: number;
  /** Interface `main.ts` listens on. @default '127.0.0.1' */
  host: string;
  /** The origin visitors reach Nada at (`NADA_PUBLIC_URL`); an https one marks the session cookie Secure behind a TLS proxy. */
  publicUrl: string | undefined;
  /** Folder for the SQLite file and local files. @default '<repo>/data' */
  dataDir: string;
  /** PostgreSQL URL; when set it replaces SQLite. */
  databaseUrl: string | undefined;
  /** Redis URL for the distributed queue (used by the job system). */
  redisUrl: string | undefined;
  /** Firebase project whose ID tokens are accepted. @default 'demo-nada' */
  firebaseProjectId: string;
  /** Auth emulator address; unset means tokens are verified against Google's keys. */
  firebaseAuthEmulatorHost: string | undefined;
  /** Pino log level. @default 'info' */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Largest request body the API reads, in bytes (uploads use their own protocol). @default 1048576 */
  bodyLimitBytes: number;
  /** File storage; the local folder `DATA_DIR/files` unless `S3_BUCKET` is set. */
  storage: StorageConfig;
  /** Key for signed file URLs; unset in the embedded default, which generates one under `DATA_DIR`. */
  fileUrlSecret: string | undefined;
  /** The ffprobe binary that checks uploads. @default 'ffprobe' */
  ffprobePath: string;
  /** The ffmpeg binary that crops and scales profile photos and decodes and encodes `separate` jobs' audio. @default 'ffmpeg' */
  ffmpegPath: string;
  /** The yt-dlp binary that probes and downloads import links; point it at a newer one when sites change. @default 'yt-dlp' */
  ytdlpPath: string;
  /**
   * Tests only (`IMPORT_TEST_ALLOW_HOST`, refused unless `NODE_ENV` is `test`): one loopback address
   * and port that the import URL guard and egress proxy admit, for a local fixture site.
   */
  importTestAllowance: {address: string; port: number} | undefined;
  /** Folder of separation models (ONNX) that `GET /api/engines` lists and `separate` jobs load. @default '<DATA_DIR>/models' */
  modelsDir: string;
  /**
   * The plans this installation sells and enforces: the operator's `PLANS_FILE` (the shape `GET
   * /api/plans` answers), checked at start. @default the built-in catalogue, `PLANS`
   */
  plans: PlanCatalogue;
  /** Replaces every plan's upload size limit (tests, small deployments); unset uses the plan's. */
  uploadMaxBytes: number | undefined;
  /** Leading zero bits a bot-check solution needs (each bit doubles the browser's work). @default 16 */
  botCheckDifficulty: number;
  /** Jobs one process (API or `nada worker`) runs at once. @default 2 */
  jobConcurrency: number;
  /** Jobs one user may have running at once, across all processes. @default 1 */
  jobUserConcurrency: number;
  /** How long a job's lease (and BullMQ lock) lasts without renewal before it counts as stalled. @default 30000 */
  jobLeaseMs: number;
  /** Prefix of the BullMQ keys and pub/sub channels in Redis. @default 'nada' */
  jobQueuePrefix: string;
  /** How often the retention sweeper runs; 0 never. @default 3600000 */
  sweepIntervalMs: number;
  /** Events of jobs finished longer ago than this are swept (all but the last). @default 7 */
  jobEventRetentionDays: number;
  /** Requests per window and per user (signed in) or address (anonymous), on routes without a stricter limit. */
  rateLimit: {
    /** @default 600 */
    max: number;
    /** @default 60000 */
    windowMs: number;
    /** `POST /api/jobs`, per user. @default 30 */
    jobSubmitMax: number;
    /** `POST /api/uploads`, per user. @default 30 */
    uploadCreateMax: number;
    /** The bot check's challenge and verify routes, per address. @default 20 */
    botCheckMax: number;
  };
  /**
   * Who may read `/api/metrics` and a worker's `/metrics`: callers with `Authorization: Bearer <token>`
   * (`METRICS_TOKEN`); without a token, anyone outside production and nobody in it (404).
   */
  metrics: MetricsAccess;
  /** Port `nada worker` serves `/health`, `/ready` and `/metrics` on; unset serves none. */
  metricsPort: number | undefined;
  /** Proxies in front of the API whose `X-Forwarded-For` is trusted for the client address. @default 0 */
  trustProxyHops: number;
  /** The payment adapters checkout may use; none by default. */
  payments: PaymentsConfig;
  /** Where emails go out (`SMTP_URL`, `SMTP_FROM`); unset sends none. */
  smtp: {url: string; from: string} | undefined;
  /** How often the outbox looks for emails due again (a new one is sent at once). @default 30000 */
  outboxIntervalMs: number;
  /**
   * Whether the API renders the sound library's starter set in the background the first time it
   * starts on a database (`SOUND_LIBRARY_SEED`; `nada sounds seed` does it by hand). @default true
   */
  soundLibrarySeed: boolean;
  /** The fluidsynth binary that renders the starter sounds. @default 'fluidsynth' */
  fluidsynthPath: string;
}

/** Who may read the metrics: `open` to anyone, `closed` to nobody, or a bearer token. */
export type MetricsAccess = 'open' | 'closed' | {token: string};

/** Reads and validates the configuration from the environment, throwing a `ConfigError` that names the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const got = env[variable];
    throw new ConfigError(
      variable,
      `Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}` +
        (got === undefined ? '' : ` (got ${JSON.stringify(got)})`),
    );
  }
  const vars = parsed.data;
  const mode = vars.NODE_ENV ?? 'development';
  if (mode === 'production') refuseEmulatorInProduction(vars);
  if (mode !== 'test') refuseTestSwitches(vars);
  const firebaseProjectId = vars.FIREBASE_PROJECT_ID ?? 'demo-nada';
  // `demo-` projects exist only in the emulator, so they always use it; a real project uses it
  // only when asked to, and otherwise verifies tokens against Google's public keys.
  const firebaseAuthEmulatorHost =
    vars.FIREBASE_AUTH_EMULATOR_HOST ??
    (firebaseProjectId.startsWith('demo-') ? DEFAULT_AUTH_EMULATOR_HOST : undefined);
  const storage = storageConfig(vars, vars.DATA_DIR ?? DEFAULT_DATA_DIR);
  // Several API machines must all verify each other's signed URLs, so a shared secret is
  // required there; the embedded default keeps a generated one in its data folder.
  if (storage.driver === 's3' && !vars.FILE_URL_SECRET) {
    throw new ConfigError(
      'FILE_URL_SECRET',
      'Invalid configuration: FILE_URL_SECRET must be set when S3_BUCKET is (every API machine signs file URLs with it)',
    );
  }
  return {
    mode,
    port: vars.PORT ?? 3000,
    host: vars.HOST ?? '127.0.0.1',
    publicUrl: vars.NADA_PUBLIC_URL,
    dataDir: vars.DATA_DIR ?? DEFAULT_DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    firebaseProjectId,
    firebaseAuthEmulatorHost,
    logLevel: vars.LOG_LEVEL ?? 'info',
    bodyLimitBytes: vars.API_BODY_LIMIT_BYTES ?? 1024 * 1024,
    storage,
    fileUrlSecret: vars.FILE_URL_SECRET,
    ffprobePath: vars.FFPROBE_PATH ?? 'ffprobe',
    ffmpegPath: vars.FFMPEG_PATH ?? 'ffmpeg',
    ytdlpPath: vars.YTDLP_PATH ?? 'yt-dlp',
    importTestAllowance: testAllowance(vars.IMPORT_TEST_ALLOW_HOST),
    modelsDir: vars.MODELS_DIR ?? join(vars.DATA_DIR ?? DEFAULT_DATA_DIR, 'models'),
    plans: vars.PLANS_FILE ? planFileConfig(vars.PLANS_FILE) : PLANS,
    uploadMaxBytes: vars.UPLOAD_MAX_BYTES,
    botCheckDifficulty: vars.BOT_CHECK_DIFFICULTY ?? 16,
    jobConcurrency: vars.JOB_CONCURRENCY ?? 2,
    jobUserConcurrency: vars.JOB_USER_CONCURRENCY ?? 1,
    jobLeaseMs: vars.JOB_LEASE_MS ?? 30_000,
    jobQueuePrefix: vars.JOB_QUEUE_PREFIX ?? 'nada',
    sweepIntervalMs: vars.SWEEP_INTERVAL_MS ?? 3_600_000,
    jobEventRetentionDays: vars.JOB_EVENT_RETENTION_DAYS ?? 7,
    rateLimit: {
      max: vars.RATE_LIMIT_MAX ?? 600,
      windowMs: vars.RATE_LIMIT_WINDOW_MS ?? 60_000,
      jobSubmitMax: vars.RATE_LIMIT_JOB_SUBMIT_MAX ?? 30,
      uploadCreateMax: vars.RATE_LIMIT_UPLOAD_CREATE_MAX ?? 30,
      botCheckMax: vars.RATE_LIMIT_BOT_CHECK_MAX ?? 20,
    },
    trustProxyHops: vars.TRUST_PROXY_HOPS ?? 0,
    // Job counts, credit totals and route timings are for the operator: a production server without
    // a token serves them to nobody rather than to everybody (issue 41).
    metrics: vars.METRICS_TOKEN ? {token: vars.METRICS_TOKEN} : mode === 'production' ? 'closed' : 'open',
    metricsPort: vars.METRICS_PORT,
    smtp: vars.SMTP_URL ? {url: vars.SMTP_URL, from: vars.SMTP_FROM ?? 'no-reply@localhost'} : undefined,
    outboxIntervalMs: vars.OUTBOX_INTERVAL_MS ?? 30_000,
    soundLibrarySeed: vars.SOUND_LIBRARY_SEED !== 'off',
    fluidsynthPath: vars.FLUIDSYNTH_PATH ?? 'fluidsynth',
    payments: paymentsConfig(vars),
  };
}

function paymentsConfig(vars: z.infer<typeof envSchema>): PaymentsConfig {
  // The sandbox grants paid plans without payment: a production server must use a real provider.
  if (vars.PAYMENTS === 'sandbox' && vars.NODE_ENV === 'production') {
    throw new ConfigError(
      'PAYMENTS',
      'Invalid configuration: PAYMENTS=sandbox must not be set when NODE_ENV is production (the sandbox grants plans without payment)',
    );
  }
  const {STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret} = vars;
  if ((secretKey === undefined) !== (webhookSecret === undefined)) {
    const missing = secretKey === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET';
    throw new ConfigError(missing, `Invalid configuration: ${missing} must be set with its pair`);
  }
  if (vars.MIDTRANS_PRODUCTION !== undefined && vars.MIDTRANS_SERVER_KEY === undefined) {
    throw new ConfigError(
      'MIDTRANS_SERVER_KEY',
      'Invalid configuration: MIDTRANS_SERVER_KEY must be set when MIDTRANS_PRODUCTION is',
    );
  }
  return {
    midtrans: vars.MIDTRANS_SERVER_KEY
      ? {
          serverKey: vars.MIDTRANS_SERVER_KEY,
          production: vars.MIDTRANS_PRODUCTION === 'true' || vars.MIDTRANS_PRODUCTION === '1',
        }
      : undefined,
    stripe: secretKey && webhookSecret ? {secretKey, webhookSecret} : undefined,
    sandbox: vars.PAYMENTS === 'sandbox' ? {secret: vars.PAYMENTS_SANDBOX_SECRET} : undefined,
  };
}

// The emulator (and every `demo-` project, which exists only there) accepts unsigned tokens, an
// `admin: true` claim included: a production server must verify against a real project's keys.
function refuseEmulatorInProduction(vars: z.infer<typeof envSchema>) {
  if (vars.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new ConfigError(
      'FIREBASE_AUTH_EMULATOR_HOST',
      'Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV is production (the Auth emulator accepts unsigned tokens); unset it',
    );
  }
  if (!vars.FIREBASE_PROJECT_ID || vars.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw new ConfigError(
      'FIREBASE_PROJECT_ID',
      'Invalid configuration: FIREBASE_PROJECT_ID must name a real Firebase project when NODE_ENV is production ' +
        `(got ${JSON.stringify(vars.FIREBASE_PROJECT_ID ?? '')}; demo- projects live only in the Auth emulator, which accepts unsigned tokens)`,
    );
  }
}

// A test switch opens a door (the import guard's way into the machine's own network) that only a
// test run may open: anywhere else it is a mistake or an attack, and the start stops on it.
function refuseTestSwitches(vars: z.infer<typeof envSchema>) {
  const set = TEST_ONLY_VARIABLES.find((name) => vars[name] !== undefined);
  if (set) {
    throw new ConfigError(
      set,
      `Invalid configuration: ${set} is for tests only and must not be set outside them ` +
        `(NODE_ENV is ${vars.NODE_ENV ?? 'unset'}); unset it, or set NODE_ENV=test for a test run`,
    );
  }
}

function planFileConfig(path: string): PlanCatalogue {
  try {
    return readPlanFile(path);
  } catch (error) {
    if (error instanceof PlanFileError)
      throw new ConfigError('PLANS_FILE', `Invalid configuration: PLANS_FILE ${error.message}`);
    throw error;
  }
}

function testAllowance(hostPort: string | undefined): Config['importTestAllowance'] {
  if (!hostPort) return undefined;
  const split = hostPort.lastIndexOf(':');
  const address = hostPort.slice(0, split).replace(/^\[|\]$/g, '');
  return {address, port: Number(hostPort.slice(split + 1))};
}

function storageConfig(vars: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  const s3Vars = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (!vars.S3_BUCKET) {
    const stray = s3Vars.find((name) => vars[name] !== undefined);
    if (stray)
      throw new ConfigError('S3_BUCKET', `Invalid configuration: S3_BUCKET must be set when ${stray} is`);
    return {driver: 'local', directory: join(dataDir, 'files')};
  }
  const {S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey} = vars;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    const missing = accessKeyId === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(missing, `Invalid configuration: ${missing} must be set with its pair`);
  }
  return {
    driver: 's3',
    bucket: vars.S3_BUCKET,
    endpoint: vars.S3_ENDPOINT,
    region: vars.S3_REGION ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? {accessKeyId, secretAccessKey} : undefined,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true' || vars.S3_FORCE_PATH_STYLE === '1',
  };
}
