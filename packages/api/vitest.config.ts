import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

// The whole suite runs twice: the embedded default (SQLite in a temporary folder per test file,
// files in a local folder) and the distributed setup (a fresh PostgreSQL database per test file on
// 127.0.0.1:5432, all dropped afterwards, and files in a local S3-compatible server). Both start, or
// reuse, the Firebase Auth emulator. An unreachable PostgreSQL fails the run; it is never skipped.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 90_000,
    // A job thread per job, by the hundred: without these flags a test process once aborted in CI
    // with "Check failed: jit_page.has_value()". THREAD_SAFE_NODE_FLAGS in @nada/audio says why (a
    // config file cannot import it: Node strips no types there); deployArtefacts.test.ts checks them.
    execArgv: ['--no-memory-protection-keys'],
    // One test file per core, not Vitest's default of one fewer: on two cores that was one file at a
    // time, and these files spend much of their time waiting on ffmpeg, the Auth emulator, PostgreSQL
    // and S3 (measured alone: 494 s with one worker, 263 s with two, 267 s with three).
    maxWorkers: availableParallelism(),
    // A worker runs its files in one module graph instead of a new one per file (issue 43: 1-2 s
    // between two files, the whole suite 425 s against about 260 s). It holds because each file
    // builds its own API on its own database and folder, and nothing here mocks modules or stubs
    // globals; the one thing two APIs of a process shared, the OpenAPI transform's cache, is now
    // per API (server.ts).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          globalSetup: ['src/testing/emulatorSetup.ts'],
          provide: {databaseUrl: '', s3Env: ''},
          // BullMQ workers are the distributed setup only: they run in the postgres project.
          exclude: ['src/jobs/bullmq.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          globalSetup: [
            'src/testing/emulatorSetup.ts',
            'src/testing/postgresSetup.ts',
            'src/testing/s3Setup.ts',
          ],
          setupFiles: ['src/testing/postgresFile.ts'],
        },
      },
    ],
  },
});
