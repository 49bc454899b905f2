import {readdir, rm} from 'node:fs/promises';
import {join} from 'node:path';
import type {Auth} from 'firebase-admin/auth';
import type {Kysely} from 'kysely';
import type {Database, UserRow} from '../db/schema.ts';
import {ApiError} from '../errors.ts';
import {deleteAllOwnedFiles, ownedFileKeys} from '../files/store.ts';
import type {JobSystem} from '../jobs/jobSystem.ts';
import type {Storage} from '../storage/storage.ts';
import {deleteAllTracksOf} from '../tracks/store.ts';

/** What deleting an account touches. */
export interface DeleteAccountDeps {
  db: Kysely<Database>;
  auth: Auth;
  storage: Storage;
  jobs: Pick<JobSystem, 'cancel'>;
  /** Folder of tus uploads in progress (`DATA_DIR/uploads`); the user's staged chunks go too. */
  stagingDir: string;
}

/** What a deletion removed, for the log. */
export interface DeletedAccount {
  canceledJobs: number;
  storedObjects: number;
  stagedUploads: number;
}

/**
 * Deletes everything of `user`: marks the row deleted (from then on the auth plugin refuses it,
 * and a retry after a crash continues here), cancels their queued and running jobs through the
 * job system, removes their uploads in progress, every stored object (the files rows' keys and
 * everything under `users/<id>/`, the photo included), every row keyed by them, the Firebase user
 * (one already gone is fine), and last the users row. Every step can run again, so the whole is
 * idempotent.
 */
export async function deleteAccount(deps: DeleteAccountDeps, user: UserRow): Promise<DeletedAccount> {
  const {db, storage} = deps;
  const now = new Date().toISOString();
  await db
    .updateTable('users')
    .set({deleted_at: now, updated_at: now})
    .where('id', '=', user.id)
    .where('deleted_at', 'is', null)
    .execute();

  // Canceled first, so no job of theirs starts (or writes a result) while their data goes.
  const active = await db
    .selectFrom('jobs')
    .select('id')
    .where('owner_id', '=', user.id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  for (const {id} of active) {
    await deps.jobs.cancel(user.id, id).catch((error: unknown) => {
      // Finished (or gone) since the query: nothing left to cancel.
      if (error instanceof ApiError && (error.code === 'JOB_FINISHED' || error.code === 'JOB_NOT_FOUND'))
        return;
      throw error;
    });
  }

  const stagedUploads = await removeStagedUploads(deps.stagingDir, user.id);
  const storedObjects = await removeStoredObjects(db, storage, user);

  await db.transaction().execute(async (trx) => {
    const jobIds = trx.selectFrom('jobs').select('id').where('owner_id', '=', user.id);
    await trx.deleteFrom('job_events').where('job_id', 'in', jobIds).execute();
    await deleteAllTracksOf(trx, user.id);
    await trx.deleteFrom('jobs').where('owner_id', '=', user.id).execute();
    await trx.deleteFrom('credit_ledger').where('user_id', '=', user.id).execute();
    // Payment events go with their subscription (foreign key, on delete cascade).
    await trx.deleteFrom('subscriptions').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('credit_accounts').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('playlist_items').where('owner_id', '=', user.id).execute();
    await trx.deleteFrom('playlists').where('owner_id', '=', user.id).execute();
    await deleteAllOwnedFiles(trx, user.id);
  });

  try {
    await deps.auth.deleteUser(user.firebase_uid);
  } catch (error) {
    if ((error as {code?: string}).code !== 'auth/user-not-found') throw error;
  }

  await db.deleteFrom('users').where('id', '=', user.id).execute();
  // A canceled job that was mid-write when its abort came may have stored an object since the
  // first pass; with the row gone nothing can add more, so this pass leaves the prefix empty.
  const late = await removeStoredObjects(db, storage, user);
  return {canceledJobs: active.length, storedObjects: storedObjects + late, stagedUploads};
}

async function removeStoredObjects(db: Kysely<Database>, storage: Storage, user: UserRow): Promise<number> {
  const keys = new Set([...(await ownedFileKeys(db, user.id)), ...(await storage.list(`users/${user.id}/`))]);
  if (user.photo_key) keys.add(user.photo_key);
  for (const key of keys) await storage.delete(key);
  return keys.size;
}

// tus names uploads `<ownerId>_<random>` and keeps `<name>` (the chunks) and `<name>.json` beside it.
async function removeStagedUploads(stagingDir: string, userId: string): Promise<number> {
  const names = await readdir(stagingDir).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? [] : Promise.reject(error),
  );
  const mine = names.filter((name) => name.startsWith(`${userId}_`));
  for (const name of mine) await rm(join(stagingDir, name), {force: true, recursive: true});
  return mine.filter((name) => !name.endsWith('.json')).length;
}
