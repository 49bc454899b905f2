import {z} from 'zod';

/** `POST /api/session` body. */
export const sessionRequestSchema = z
  .object({
    idToken: z.string().min(1).max(8192).describe("The signed-in user's current Firebase ID token"),
  })
  .meta({id: 'SessionRequest'});

/** What `POST /api/session` answers besides the cookie. */
export const sessionSchema = z
  .object({
    uid: z.string().describe('Firebase uid'),
    isAdmin: z.boolean().describe('From the `admin` custom claim'),
    expiresAt: z.string().describe('When the session cookie expires (ISO 8601)'),
  })
  .meta({id: 'Session'});
