import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {ConfigError, DEFAULT_AUTH_EMULATOR_HOST, DEFAULT_DATA_DIR, loadConfig} from './config.ts';
import {PLANS} from './plans/plans.ts';

function errorFor(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('needs nothing for the embedded default', () => {
    expect(loadConfig({})).toEqual({
      mode: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: undefined,
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: undefined,
      redisUrl: undefined,
      firebaseProjectId: 'demo-nada',
      firebaseAuthEmulatorHost: DEFAULT_AUTH_EMULATOR_HOST,
      logLevel: 'info',
      bodyLimitBytes: 1024 * 1024,
      storage: {driver: 'local', directory: join(DEFAULT_DATA_DIR, 'files')},
      fileUrlSecret: undefined,
      ffprobePath: 'ffprobe',
      ffmpegPath: 'ffmpeg',
      ytdlpPath: 'yt-dlp',
      modelsDir: join(DEFAULT_DATA_DIR, 'models'),
      plans: PLANS,
      uploadMaxBytes: undefined,
      botCheckDifficulty: 16,
      jobConcurrency: 2,
      jobUserConcurrency: 1,
      jobLeaseMs: 30_000,
      jobQueuePrefix: 'nada',
      sweepIntervalMs: 3_600_000,
      jobEventRetentionDays: 7,
      rateLimit: {max: 600, windowMs: 60_000, jobSubmitMax: 30, uploadCreateMax: 30, botCheckMax: 20},
      trustProxyHops: 0,
      metrics: 'open',
      payments: {midtrans: undefined, stripe: undefined, sandbox: undefined},
      smtp: undefined,
      outboxIntervalMs: 30_000,
      soundLibrarySeed: true,
      fluidsynthPath: 'fluidsynth',
    });
    expect(DEFAULT_DATA_DIR).toMatch(/[/\\]data$/);
  });

  it('keeps models in the data folder unless MODELS_DIR says otherwise', () => {
    expect(loadConfig({DATA_DIR: '/srv/nada'}).modelsDir).toBe(join('/srv/nada', 'models'));
    expect(loadConfig({DATA_DIR: '/srv/nada', MODELS_DIR: '/opt/models'}).modelsDir).toBe('/opt/models');
  });

  it('reads the job settings and names a bad one', () => {
    const config = loadConfig({JOB_CONCURRENCY: '4', JOB_USER_CONCURRENCY: '2', JOB_LEASE_MS: '2000'});
    expect(config).toMatchObject({jobConcurrency: 4, jobUserConcurrency: 2, jobLeaseMs: 2000});
    expect(() => loadConfig({JOB_CONCURRENCY: '0'})).toThrow(
      'JOB_CONCURRENCY must be a whole number, at least 1',
    );
    expect(() => loadConfig({JOB_LEASE_MS: '100'})).toThrow(
      'JOB_LEASE_MS must be a whole number of milliseconds',
    );
    expect(() => loadConfig({JOB_QUEUE_PREFIX: 'a:b'})).toThrow('JOB_QUEUE_PREFIX');
  });

  it('reads the sweeper, rate-limit and proxy settings and names a bad one', () => {
    const config = loadConfig({
      SWEEP_INTERVAL_MS: '0',
      JOB_EVENT_RETENTION_DAYS: '2',
      RATE_LIMIT_MAX: '100',
      RATE_LIMIT_WINDOW_MS: '30000',
      RATE_LIMIT_JOB_SUBMIT_MAX: '5',
      RATE_LIMIT_UPLOAD_CREATE_MAX: '6',
      RATE_LIMIT_BOT_CHECK_MAX: '7',
      TRUST_PROXY_HOPS: '1',
    });
    expect(config).toMatchObject({
      sweepIntervalMs: 0,
      jobEventRetentionDays: 2,
      rateLimit: {max: 100, windowMs: 30_000, jobSubmitMax: 5, uploadCreateMax: 6, botCheckMax: 7},
      trustProxyHops: 1,
    });
    expect(() => loadConfig({SWEEP_INTERVAL_MS: '50'})).toThrow('SWEEP_INTERVAL_MS must be');
    expect(() => loadConfig({RATE_LIMIT_MAX: '0'})).toThrow(
      'RATE_LIMIT_MAX must be a whole number of requests, at least 1',
    );
    expect(() => loadConfig({RATE_LIMIT_WINDOW_MS: '10'})).toThrow('RATE_LIMIT_WINDOW_MS');
    expect(() => loadConfig({TRUST_PROXY_HOPS: '-1'})).toThrow('TRUST_PROXY_HOPS');
  });

  it('reads the bot-check difficulty, from 0 to 24 bits', () => {
    expect(loadConfig({BOT_CHECK_DIFFICULTY: '10'}).botCheckDifficulty).toBe(10);
    expect(() => loadConfig({BOT_CHECK_DIFFICULTY: '25'})).toThrow(
      'BOT_CHECK_DIFFICULTY must be a whole number of bits from 0 to 24',
    );
  });

  it('reads the email settings and names a bad one', () => {
    expect(loadConfig({SMTP_URL: 'smtps://u:p@mail.example:465'}).smtp).toEqual({
      url: 'smtps://u:p@mail.example:465',
      from: 'no-reply@localhost',
    });
    expect(
      loadConfig({SMTP_URL: 'smtp://mail.example', SMTP_FROM: 'bantuan@nada.id', OUTBOX_INTERVAL_MS: '500'}),
    ).toMatchObject({
      smtp: {url: 'smtp://mail.example', from: 'bantuan@nada.id'},
      outboxIntervalMs: 500,
    });
    expect(() => loadConfig({SMTP_URL: 'http://mail.example'})).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(() => loadConfig({SMTP_FROM: 'nada'})).toThrow('SMTP_FROM must be an email address');
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/nada',
      DATABASE_URL: 'postgres://nada@db.internal:5432/nada',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'warn',
      API_BODY_LIMIT_BYTES: '2048',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/nada',
      databaseUrl: 'postgres://nada@db.internal:5432/nada',
      redisUrl: 'redis://127.0.0.1:6379',
      logLevel: 'warn',
      bodyLimitBytes: 2048,
    });
  });

  it('reads the public URL as an origin and names a bad one', () => {
    expect(loadConfig({NADA_PUBLIC_URL: 'https://nada.example/'}).publicUrl).toBe('https://nada.example');
    expect(() => loadConfig({NADA_PUBLIC_URL: 'https://nada.example/app'})).toThrow(
      'NADA_PUBLIC_URL must be an origin like https://nada.example',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({PORT: '', DATABASE_URL: ''})).toMatchObject({port: 3000, databaseUrl: undefined});
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://root@localhost/nada'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['FIREBASE_PROJECT_ID', 'Nada Prod'],
    ['FIREBASE_AUTH_EMULATOR_HOST', 'http://127.0.0.1:9099'],
    ['LOG_LEVEL', 'loud'],
    ['API_BODY_LIMIT_BYTES', '12'],
    ['S3_ENDPOINT', 'ftp://minio.internal'],
    ['S3_BUCKET', 'Not_A_Bucket'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['FILE_URL_SECRET', 'short'],
    ['UPLOAD_MAX_BYTES', '0'],
  ])('names the bad variable %s=%s in its message', (variable, value) => {
    const error = errorFor({[variable]: value});
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(`Invalid configuration: ${variable} `);
    expect(error.message).toContain(JSON.stringify(value));
  });

  it('uses the Auth emulator by default only for demo- projects', () => {
    expect(loadConfig({FIREBASE_PROJECT_ID: 'demo-other'}).firebaseAuthEmulatorHost).toBe('127.0.0.1:9099');
    expect(loadConfig({FIREBASE_PROJECT_ID: 'nada-prod'}).firebaseAuthEmulatorHost).toBeUndefined();
  });

  describe('with NODE_ENV=production', () => {
    it('verifies tokens against a real project, never the emulator', () => {
      const config = loadConfig({NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'nada-prod'});
      expect(config).toMatchObject({firebaseProjectId: 'nada-prod', firebaseAuthEmulatorHost: undefined});
    });

    it('refuses to start without a real Firebase project, naming FIREBASE_PROJECT_ID', () => {
      const envs: Array<Record<string, string>> = [
        {},
        {FIREBASE_PROJECT_ID: 'demo-nada'},
        {FIREBASE_PROJECT_ID: ''},
      ];
      for (const env of envs) {
        const error = errorFor({NODE_ENV: 'production', ...env});
        expect(error.variable).toBe('FIREBASE_PROJECT_ID');
        expect(error.message).toContain('must name a real Firebase project when NODE_ENV is production');
      }
    });

    it('refuses an inherited FIREBASE_AUTH_EMULATOR_HOST, even for a real project', () => {
      const error = errorFor({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'nada-prod',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      });
      expect(error.variable).toBe('FIREBASE_AUTH_EMULATOR_HOST');
      expect(error.message).toContain('must not be set when NODE_ENV is production');
    });
  });

  describe('NODE_ENV', () => {
    // Issue 41: `production ` and `Production` ran as development, where the emulator's unsigned
    // tokens (an `admin: true` claim included) were accepted.
    it.each(['production', 'Production', 'production ', ' PRODUCTION\t'])(
      'reads %j as production, with all its refusals',
      (NODE_ENV) => {
        expect(loadConfig({NODE_ENV, FIREBASE_PROJECT_ID: 'nada-prod'}).mode).toBe('production');
        expect(errorFor({NODE_ENV}).variable).toBe('FIREBASE_PROJECT_ID');
        expect(errorFor({NODE_ENV, FIREBASE_PROJECT_ID: 'demo-nada'}).variable).toBe('FIREBASE_PROJECT_ID');
        expect(
          errorFor({
            NODE_ENV,
            FIREBASE_PROJECT_ID: 'nada-prod',
            FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
          }).variable,
        ).toBe('FIREBASE_AUTH_EMULATOR_HOST');
        expect(errorFor({NODE_ENV, FIREBASE_PROJECT_ID: 'nada-prod', PAYMENTS: 'sandbox'}).variable).toBe(
          'PAYMENTS',
        );
      },
    );

    it('reads the other modes the same way, and unset or blank as development', () => {
      expect(loadConfig({NODE_ENV: ' Test '}).mode).toBe('test');
      expect(loadConfig({NODE_ENV: 'Development'}).mode).toBe('development');
      for (const NODE_ENV of [undefined, '', '  ']) expect(loadConfig({NODE_ENV}).mode).toBe('development');
    });

    it.each(['prod', 'staging', 'dev', 'productionn', 'production=1'])(
      'refuses %j, naming NODE_ENV',
      (NODE_ENV) => {
        const error = errorFor({NODE_ENV, FIREBASE_PROJECT_ID: 'nada-prod'});
        expect(error.variable).toBe('NODE_ENV');
        expect(error.message).toBe(
          'Invalid configuration: NODE_ENV must be production, development or test (or unset, which is development)' +
            ` (got ${JSON.stringify(NODE_ENV)})`,
        );
      },
    );
  });

  describe('metrics access', () => {
    const production = {NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'nada-prod'};
    const token = 'a-metrics-token-that-is-long-enough-to-pass';

    it('needs the token when there is one, in every mode', () => {
      expect(loadConfig({METRICS_TOKEN: token}).metrics).toEqual({token});
      expect(loadConfig({...production, METRICS_TOKEN: token}).metrics).toEqual({token});
    });

    // Issue 41: job counts, credit totals and route timings were open to anyone in production.
    it('closes them in production without a token, and leaves them open elsewhere', () => {
      expect(loadConfig(production).metrics).toBe('closed');
      expect(loadConfig({...production, NODE_ENV: 'Production '}).metrics).toBe('closed');
      expect(loadConfig({}).metrics).toBe('open');
      expect(loadConfig({NODE_ENV: 'test'}).metrics).toBe('open');
    });
  });

  it('keeps the demo project on the emulator outside production (the embedded default)', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(loadConfig({NODE_ENV})).toMatchObject({
        firebaseProjectId: 'demo-nada',
        firebaseAuthEmulatorHost: DEFAULT_AUTH_EMULATOR_HOST,
      });
    }
  });

  it('uses an emulator given explicitly, for any project', () => {
    const config = loadConfig({
      FIREBASE_PROJECT_ID: 'nada-prod',
      FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199',
    });
    expect(config.firebaseAuthEmulatorHost).toBe('localhost:9199');
  });

  const s3 = {S3_BUCKET: 'nada-files', FILE_URL_SECRET: 'x'.repeat(32)};

  it('keeps files in S3 when S3_BUCKET is set', () => {
    const config = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      FFPROBE_PATH: '/opt/ffmpeg/bin/ffprobe',
      FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
      YTDLP_PATH: '/opt/yt-dlp/yt-dlp',
      UPLOAD_MAX_BYTES: '1000',
    });
    expect(config).toMatchObject({
      storage: {
        driver: 's3',
        bucket: 'nada-files',
        endpoint: 'http://127.0.0.1:9000',
        region: 'auto',
        credentials: {accessKeyId: 'id', secretAccessKey: 'secret'},
        forcePathStyle: true,
      },
      fileUrlSecret: 'x'.repeat(32),
      ffprobePath: '/opt/ffmpeg/bin/ffprobe',
      ffmpegPath: '/opt/ffmpeg/bin/ffmpeg',
      ytdlpPath: '/opt/yt-dlp/yt-dlp',
      uploadMaxBytes: 1000,
    });
    expect(loadConfig(s3).storage).toMatchObject({
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{S3_ENDPOINT: 'http://127.0.0.1:9000'}, 'S3_BUCKET'],
    [{S3_BUCKET: 'nada-files'}, 'FILE_URL_SECRET'],
    [{...s3, S3_ACCESS_KEY_ID: 'id'}, 'S3_SECRET_ACCESS_KEY'],
    [{...s3, S3_SECRET_ACCESS_KEY: 'secret'}, 'S3_ACCESS_KEY_ID'],
  ])('names what an incomplete S3 setup lacks (%o)', (env, variable) => {
    const error = errorFor(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });
});

describe('payments configuration', () => {
  it('sets up none by default, the sandbox with PAYMENTS=sandbox, and the providers from their keys', () => {
    expect(loadConfig({}).payments).toEqual({midtrans: undefined, stripe: undefined, sandbox: undefined});
    expect(loadConfig({PAYMENTS: 'sandbox'}).payments.sandbox).toEqual({secret: undefined});
    expect(
      loadConfig({
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc123',
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      }).payments,
    ).toEqual({
      midtrans: {serverKey: 'SB-Mid-server-abc123', production: false},
      stripe: {secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123'},
      sandbox: undefined,
    });
  });

  it('refuses the sandbox in production, half a Stripe pair and a malformed key', () => {
    const production = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'nada-production',
      PAYMENTS: 'sandbox',
    };
    expect(() => loadConfig(production)).toThrow(
      /PAYMENTS=sandbox must not be set when NODE_ENV is production/,
    );
    expect(() => loadConfig({STRIPE_SECRET_KEY: 'sk_test_abc123'})).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set/,
    );
    expect(() =>
      loadConfig({STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc'}),
    ).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(() => loadConfig({PAYMENTS: 'stripe'})).toThrow(/PAYMENTS must be sandbox/);
  });
});
