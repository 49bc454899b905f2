import {z} from 'zod';
import {lineSchema} from '../displayText.ts';
import {MAX_DISPLAY_NAME_LENGTH} from './store.ts';

/** The languages a profile can prefer. */
export const LOCALES = ['id', 'en'] as const;
/** The colour modes a profile can prefer. */
export const THEMES = ['system', 'light', 'dark'] as const;
// E.164: a plus, a country code that does not start with 0, at most 15 digits in all.
const E164 = /^\+[1-9]\d{6,14}$/;

/** The signed-in user's profile as the `/api/me` routes answer it. */
export const profileSchema = z
  .object({
    id: z.string().describe('Local user id'),
    uid: z.string().describe('Firebase uid'),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    phoneNumber: z.string().nullable().describe('E.164, e.g. +6281234567890'),
    photoURL: z
      .string()
      .nullable()
      .describe(
        "The uploaded photo (`/api/users/<id>/photo?v=<version>`, same origin) if any, else the sign-in provider's photo (e.g. Google's)",
      ),
    locale: z.enum(LOCALES).describe('Preferred language'),
    theme: z.enum(THEMES).describe('Preferred colour mode'),
    isAdmin: z.boolean().describe('From the `admin` custom claim'),
    createdAt: z.string().describe('When the account was first seen by the API (ISO 8601)'),
  })
  .meta({id: 'Profile'});

/** A change to the profile: any of these fields; absent ones stay as they are. */
export const profileUpdateSchema = z
  .strictObject({
    displayName: lineSchema()
      .min(1, 'must not be empty')
      .max(MAX_DISPLAY_NAME_LENGTH, `must be at most ${MAX_DISPLAY_NAME_LENGTH} characters`)
      .optional(),
    phoneNumber: z
      .string()
      .regex(E164, 'must be an international number in E.164 form, e.g. +6281234567890')
      .nullable()
      .optional()
      .describe('E.164; null removes it'),
    locale: z.enum(LOCALES).optional(),
    theme: z.enum(THEMES).optional(),
  })
  .meta({id: 'ProfileUpdate'});

/** What anyone may see of a user: never their email or phone number. */
export const publicProfileSchema = z
  .object({
    id: z.string(),
    displayName: z.string().nullable(),
    photoURL: z
      .string()
      .nullable()
      .describe('The uploaded photo (`/api/users/<id>/photo?v=<version>`), or null'),
    memberSince: z.string().describe('When the account was created (ISO 8601)'),
  })
  .meta({id: 'PublicProfile'});
