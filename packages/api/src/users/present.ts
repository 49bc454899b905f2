import type {CurrentUser} from '../auth/authPlugin.ts';
import type {UserRow} from '../db/schema.ts';
import {photoUrl} from './photo.ts';
import {LOCALES, THEMES} from './schema.ts';
import type {PublicUserRow} from './store.ts';

/** The signed-in user's profile as the `/me` routes present it (`Profile`). */
export interface ProfileView {
  id: string;
  uid: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
  locale: (typeof LOCALES)[number];
  theme: (typeof THEMES)[number];
  isAdmin: boolean;
  createdAt: string;
}

/** What anyone may see of a user (`PublicProfile`): never their email or phone number. */
export interface PublicProfileView {
  id: string;
  displayName: string | null;
  photoURL: string | null;
  memberSince: string;
}

/**
 * The presentation of `user`'s row (the current one, or one just changed): the uploaded photo's URL
 * under the API's `prefix`, else the sign-in provider's photo from the token; the admin flag from
 * the token's claim; a stored language or colour mode the API no longer offers reads as the default.
 */
export function presentProfile(user: CurrentUser, row: UserRow, prefix: string): ProfileView {
  return {
    id: row.id,
    uid: row.firebase_uid,
    email: row.email,
    displayName: row.display_name,
    phoneNumber: row.phone_number,
    photoURL:
      photoUrl(row.id, row.photo_key, prefix) ??
      (typeof user.token.picture === 'string' ? user.token.picture : null),
    locale: LOCALES.find((locale) => locale === row.locale) ?? 'id',
    theme: THEMES.find((theme) => theme === row.theme) ?? 'system',
    isAdmin: user.isAdmin,
    createdAt: row.created_at,
  };
}

/** The public presentation of a user, with the uploaded photo's URL under the API's `prefix`. */
export function presentPublicProfile(user: PublicUserRow, prefix: string): PublicProfileView {
  return {
    id: user.id,
    displayName: user.display_name,
    photoURL: photoUrl(user.id, user.photo_key, prefix),
    memberSince: user.created_at,
  };
}
