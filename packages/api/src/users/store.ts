import {randomUUID} from 'node:crypto';
import type {Kysely} from 'kysely';
import type {Database, UserRow, UserUpdate} from '../db/schema.ts';
import {cleanLine} from '../displayText.ts';
import {apiError} from '../errors.ts';

/** The longest display name kept, in UTF-16 code units: the profile form's and `PATCH /api/me`'s limit. */
export const MAX_DISPLAY_NAME_LENGTH = 80;

/**
 * A display name as the profile form would accept it: cleaned as every name others read (no controls
 * or bidirectional overrides, see displayText.ts), cut to {@link MAX_DISPLAY_NAME_LENGTH} without
 * splitting a character, null when nothing is left. The token's `name` is whatever the user gave
 * Firebase, unchecked, and ends up on the public profile.
 */
export function normalizeDisplayName(name: string | null): string | null {
  let kept = '';
  for (const character of cleanLine(name ?? '')) {
    if (kept.length + character.length > MAX_DISPLAY_NAME_LENGTH) break;
    kept += character;
  }
  return kept.trim() || null;
}

/** The languages a profile can prefer; 'id' is the default. */
export type ProfileLocale = 'id' | 'en';

/**
 * The profile language an `Accept-Language` header asks for: the supported language with the highest
 * weight (`en-US,en;q=0.9` -> 'en'), or undefined when it names neither. The app sends the language
 * of the page it runs on, so an account first seen from English pages starts out English.
 */
export function preferredLocale(header: string | undefined): ProfileLocale | undefined {
  let best: {locale: ProfileLocale; weight: number} | undefined;
  for (const part of header?.split(',') ?? []) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (language !== 'id' && language !== 'en') continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (!(weight > 0)) continue;
    if (!best || weight > best.weight) best = {locale: language, weight};
  }
  return best?.locale;
}

/** What a verified ID token tells about its user. */
export interface Identity {
  uid: string;
  email: string | null;
  displayName: string | null;
  isAdmin: boolean;
}

/**
 * Returns the local row of a verified user, creating it on first sight, in `locale` when given (the
 * language the first request asked for; the column's default 'id' otherwise). Concurrent first
 * requests race to insert; the unique `firebase_uid` and `on conflict do nothing` let exactly one win
 * and the others read its row. Email and the admin mirror follow Firebase, the authority for both.
 * A row without a name takes the token's: sign-up names the Firebase user after creating it, so the
 * first requests carry no name and the row is made without one (issue 42). A name the row has is the
 * user's choice (`PATCH /me` mirrors it to Firebase) and stays.
 */
export async function ensureUser(
  db: Kysely<Database>,
  identity: Identity,
  locale?: ProfileLocale,
): Promise<UserRow> {
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
        ...(locale ? {locale} : {}),
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
  let row = existing;
  const name = row.display_name === null ? normalizeDisplayName(identity.displayName) : null;
  if (name !== null) {
    // Only while the row still has none: a name set meanwhile through `PATCH /me` is newer and stays.
    const named = await db
      .updateTable('users')
      .set({display_name: name, updated_at: new Date().toISOString()})
      .where('id', '=', row.id)
      .where('display_name', 'is', null)
      .returningAll()
      .executeTakeFirst();
    row = named ?? (await findUserById(db, row.id)) ?? row;
  }
  if (row.email !== identity.email || row.is_admin !== isAdmin) {
    return await db
      .updateTable('users')
      .set({email: identity.email, is_admin: isAdmin, updated_at: new Date().toISOString()})
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return row;
}

/** The local row of a Firebase uid, if any. */
export function findUserByUid(db: Kysely<Database>, uid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('firebase_uid', '=', uid).executeTakeFirst();
}

/** The local row of user `id`, if any. */
export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What the public profile routes read of a user. */
export type PublicUserRow = Pick<
  UserRow,
  'id' | 'display_name' | 'photo_key' | 'photo_content_type' | 'created_at'
>;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The public columns of user `id`, unless the account is deleted; undefined for an id that is no user id. */
export async function findPublicUser(db: Kysely<Database>, id: string): Promise<PublicUserRow | undefined> {
  if (!uuid.test(id)) return undefined;
  return await db
    .selectFrom('users')
    .select(['id', 'display_name', 'photo_key', 'photo_content_type', 'created_at'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Applies `change` to user `id` and answers the row as it is now. A phone number another account has
 * answers PHONE_NUMBER_TAKEN.
 */
export async function updateUser(db: Kysely<Database>, id: string, change: UserUpdate): Promise<UserRow> {
  try {
    return await db
      .updateTable('users')
      .set({...change, updated_at: new Date().toISOString()})
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // The unique index on phone_number decides, also between two accounts racing for one number.
    if (isUniqueViolation(error)) throw apiError('PHONE_NUMBER_TAKEN');
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const {code} = error as {code?: unknown};
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Sets the user's photo key (null removes it) and answers the key it replaced. A compare-and-set
 * on the old key, so of two racing uploads each one's replaced photo is known and deleted.
 */
export async function swapPhoto(
  db: Kysely<Database>,
  userId: string,
  key: string | null,
  contentType: string | null,
): Promise<string | null> {
  for (;;) {
    const current = await db
      .selectFrom('users')
      .select('photo_key')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const previous = current.photo_key;
    if (previous === key) return null;
    const result = await db
      .updateTable('users')
      .set({photo_key: key, photo_content_type: contentType, updated_at: new Date().toISOString()})
      .where('id', '=', userId)
      .where('photo_key', previous === null ? 'is' : '=', previous)
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) return previous;
  }
}
