import {randomUUID} from 'node:crypto';
import type {Kysely} from 'kysely';
import type {Database, UserRow} from '../db/schema.ts';

/** The longest display name kept, in UTF-16 code units: the profile form's and `PATCH /api/me`'s limit. */
export const MAX_DISPLAY_NAME_LENGTH = 80;

/**
 * A display name as the profile form would accept it: trimmed, cut to {@link MAX_DISPLAY_NAME_LENGTH}
 * without splitting a character, null when nothing is left. The token's `name` is whatever the user
 * gave Firebase, unchecked, and ends up on the public profile.
 */
export function normalizeDisplayName(name: string | null): string | null {
  let kept = '';
  for (const character of name?.trim() ?? '') {
    if (kept.length + character.length > MAX_DISPLAY_NAME_LENGTH) break;
    kept += character;
  }
  return kept.trim() || null;
}

/** What a verified ID token tells about its user. */
export interface Identity {
  uid: string;
  email: string | null;
  displayName: string | null;
  isAdmin: boolean;
}

/**
 * Returns the local row of a verified user, creating it on first sight. Concurrent first requests
 * race to insert; the unique `firebase_uid` and `on conflict do nothing` let exactly one win and the
 * others read its row. Email and the admin mirror follow Firebase, the authority for both.
 */
export async function ensureUser(db: Kysely<Database>, identity: Identity): Promise<UserRow> {
  const existing = await findUserByUid(db, identity.uid);
  const isAdmin = identity.isAdmin ? 1 : 0;
  if (!existing) {
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({
        id: randomUUID(),
        firebase_uid: identity.uid,
        email: identity.email,
        display_name: normalizeDisplayName(identity.displayName),
        photo_key: null,
        is_admin: isAdmin,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .onConflict((conflict) => conflict.column('firebase_uid').doNothing())
      .execute();
    const created = await findUserByUid(db, identity.uid);
    if (!created) throw new Error(`User ${identity.uid} vanished right after it was inserted`);
    return created;
  }
  if (existing.email !== identity.email || existing.is_admin !== isAdmin) {
    return await db
      .updateTable('users')
      .set({email: identity.email, is_admin: isAdmin, updated_at: new Date().toISOString()})
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return existing;
}

/** The local row of a Firebase uid, if any. */
export function findUserByUid(db: Kysely<Database>, uid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('firebase_uid', '=', uid).executeTakeFirst();
}

/** The local row of user `id`, if any. */
export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
