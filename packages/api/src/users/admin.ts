import type {Auth} from 'firebase-admin/auth';
import type {Kysely} from 'kysely';
import type {Database} from '../db/schema.ts';

/** The outcome of `setAdmin`, for the CLI to report. */
export interface SetAdminResult {
  uid: string;
  email: string;
  isAdmin: boolean;
}

/**
 * Grants (`isAdmin` true) or revokes the `admin` custom claim of the Firebase user with `email`,
 * keeping their other claims, and mirrors it on the local row when there is one. The user's next
 * ID token (after a refresh or a new sign-in) carries the change.
 */
export async function setAdmin(
  auth: Auth,
  db: Kysely<Database>,
  email: string,
  isAdmin: boolean,
): Promise<SetAdminResult> {
  const user = await auth.getUserByEmail(email).catch((error: unknown) => {
    if ((error as {code?: string}).code === 'auth/user-not-found') {
      throw new Error(`No Firebase user has the email ${email}`, {cause: error});
    }
    throw error;
  });
  const {admin: _previous, ...otherClaims} = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, isAdmin ? {...otherClaims, admin: true} : otherClaims);
  await db
    .updateTable('users')
    .set({is_admin: isAdmin ? 1 : 0, updated_at: new Date().toISOString()})
    .where('firebase_uid', '=', user.uid)
    .execute();
  return {uid: user.uid, email, isAdmin};
}
