#!/usr/bin/env -S node --no-memory-protection-keys
import {createFirebaseAuth} from './auth/firebase.ts';
import {ConfigError, loadConfig} from './config.ts';
import type {Config} from './config.ts';
import {backupSqlite} from './db/backup.ts';
import {BackupError, backupEmbedded, restoreEmbedded} from './backup/backup.ts';
import {openDatabase} from './db/database.ts';
import {setAdmin} from './users/admin.ts';
import {runWorker} from './jobs/worker.ts';
import {seedStarterSounds} from './sounds/seed.ts';
import {openStorage} from './storage/openStorage.ts';

/** The `nada` command's usage text; its commands are what deploy/compose.yaml may run. */
export const usage = `Usage:
  nada separate <input> -o <dir> [options]
                             separate a song into stem files here, without the API (nada separate --help)
  nada generate "<prompt>" -o <dir> [--seed N] [--seconds N]
                             compose and render a track from a prompt here (nada generate --help)
  nada admin grant <email>   give the user the admin custom claim
  nada admin revoke <email>  take it away
  nada db migrate            apply pending database migrations
  nada db backup <file>      copy the SQLite database to <file> (embedded default only)
  nada backup <dir>          back up the embedded default (database and files) into a new folder <dir>
  nada restore <dir> [--replace]
                             restore such a backup into DATA_DIR (server stopped); --replace moves
                             the data already there aside into DATA_DIR/replaced-<time>
  nada sounds seed [--force]  render the sound library's starter set into the database now (the server
                             does it in the background on its first start); --force adds the starter
                             sounds that are missing even after the set was finished once
  nada worker [--kinds <module>]...
                             take jobs from the queue on REDIS_URL until SIGINT/SIGTERM; each
                             module exports registerJobKinds(registry) to add job kinds

Configuration comes from the same environment variables as the server (see packages/api/README.md).
From a clone of the repository, ./run nada <command> runs it on the project's Node 24.`;

/** Thrown for a command line that does not parse; the CLI prints the usage with it. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Runs one `nada` command with the given arguments and configuration; resolves to what it prints. */
export async function runCli(args: readonly string[], config: Config): Promise<string> {
  const [group, command, argument] = args;
  if (group === 'admin' && (command === 'grant' || command === 'revoke')) {
    if (!argument) throw new UsageError(`nada admin ${command} needs an email`);
    const db = openDatabase(config);
    const firebase = createFirebaseAuth(config);
    try {
      await db.migrate();
      const result = await setAdmin(firebase.auth, db.kysely, argument, command === 'grant');
      return `${result.email} (${result.uid}) is ${result.isAdmin ? 'now' : 'no longer'} an admin; it applies from their next ID token.`;
    } finally {
      await firebase.close();
      await db.close();
    }
  }
  if (group === 'db' && command === 'migrate') {
    const db = openDatabase(config);
    try {
      const applied = await db.migrate();
      return applied.length ? `Applied ${applied.join(', ')}.` : 'The database is up to date.';
    } finally {
      await db.close();
    }
  }
  if (group === 'worker') {
    const kindModules: string[] = [];
    const rest = args.slice(1);
    for (let index = 0; index < rest.length; index += 2) {
      const module = rest[index + 1];
      if (rest[index] !== '--kinds' || !module)
        throw new UsageError(`nada worker does not take ${rest[index]}`);
      kindModules.push(module);
    }
    // Stopping lets running jobs finish; a second signal is left to the default (exit at once).
    const controller = new AbortController();
    const stop = () => controller.abort();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    try {
      await runWorker(config, {kindModules, signal: controller.signal});
    } finally {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    }
    return 'Worker stopped.';
  }
  if (group === 'sounds' && command === 'seed') {
    const flags = args.slice(2);
    const unknown = flags.find((flag) => flag !== '--force');
    if (unknown) throw new UsageError(`nada sounds seed does not take ${unknown}`);
    const db = openDatabase(config);
    const files = openStorage(config.storage);
    try {
      await db.migrate();
      const result = await seedStarterSounds(
        {
          db: db.kysely,
          storage: files.storage,
          ffmpegPath: config.ffmpegPath,
          fluidsynthPath: config.fluidsynthPath,
        },
        {force: flags.includes('--force')},
      );
      if (result.outcome === 'busy') return 'Another process is seeding the sound library now; nothing done.';
      if (result.outcome === 'finished-before')
        return 'The starter set was seeded before; --force adds the starter sounds that are missing.';
      return `Added ${result.added} starter sounds (${result.present} were there) in ${result.seconds} s.`;
    } finally {
      files.close();
      await db.close();
    }
  }
  if (group === 'backup' || group === 'restore') return await backupCommand(args, config);
  if (group === 'db' && command === 'backup') {
    if (!argument) throw new UsageError('nada db backup needs a target file');
    if (config.databaseUrl) {
      throw new UsageError('DATABASE_URL is set: back PostgreSQL up with pg_dump, not this command');
    }
    const db = openDatabase(config);
    const source = db.sqliteFile ?? '';
    // Migrating first also creates the file on a fresh machine, so the backup always has a schema.
    await db.migrate().finally(() => db.close());
    await backupSqlite(source, argument);
    return `Backed up ${source} to ${argument}.`;
  }
  throw new UsageError(args.length ? `Unknown command: nada ${args.join(' ')}` : 'No command given');
}

async function backupCommand(args: readonly string[], config: Config): Promise<string> {
  const [group, folder, ...flags] = args;
  if (!folder || folder.startsWith('--')) throw new UsageError(`nada ${group} needs a folder`);
  const unknown = flags.find((flag) => group === 'backup' || flag !== '--replace');
  if (unknown) throw new UsageError(`nada ${group} does not take ${unknown}`);
  try {
    if (group === 'backup') {
      const manifest = await backupEmbedded(config, folder);
      const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
      const missing = manifest.missingContent.length
        ? `; ${manifest.missingContent.length} file rows had no content (listed in the manifest)`
        : '';
      return `Backed up ${manifest.rows.users} users, ${manifest.rows.files} files (${manifest.files.length} stored, ${bytes} bytes), ${manifest.rows.jobs} jobs and ${manifest.rows.playlists} playlists to ${folder}${missing}.`;
    }
    const {manifest, movedAside} = await restoreEmbedded(config, folder, {
      replace: flags.includes('--replace'),
    });
    return `Restored the backup of ${manifest.createdAt} (${manifest.rows.users} users, ${manifest.rows.files} files, ${manifest.rows.jobs} jobs, ${manifest.rows.playlists} playlists) into ${config.dataDir}${movedAside ? `; the data that was there is in ${movedAside}` : ''}.`;
  } catch (error) {
    if (error instanceof BackupError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * Runs `nada separate` or `nada generate` from @nada/audio when that is the command, before any API
 * configuration is read (they need none); resolves to the exit code, or null for every other command.
 */
export async function runAudioCommand(args: readonly string[]): Promise<number | null> {
  if (args[0] !== 'separate' && args[0] !== 'generate') return null;
  const {runGenerateCommand, runSeparateCommand} = await import('@nada/audio');
  const run = args[0] === 'generate' ? runGenerateCommand : runSeparateCommand;
  const controller = new AbortController();
  // Ctrl-C stops the job and removes the files written so far; a second one exits at once.
  const stop = () => controller.abort(new Error('Stopped.'));
  process.once('SIGINT', stop);
  try {
    return await run(args.slice(1), {
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      signal: controller.signal,
    });
  } finally {
    process.off('SIGINT', stop);
  }
}

/** Whether the command line asks for the usage (`nada --help`, `-h`, `help`). */
export const asksForHelp = (args: readonly string[]) =>
  args.length === 1 && ['--help', '-h', 'help'].includes(args[0] ?? '');

if (import.meta.main) {
  const args = process.argv.slice(2);
  const help = asksForHelp(args);
  const audioExitCode = help ? null : await runAudioCommand(args);
  if (help) process.stdout.write(`${usage}\n`);
  else if (audioExitCode !== null) process.exitCode = audioExitCode;
  else {
    try {
      process.stdout.write(`${await runCli(args, loadConfig())}\n`);
    } catch (error) {
      if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
      else if (error instanceof ConfigError) console.error(error.message);
      else console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  }
}
