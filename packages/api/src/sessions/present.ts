import type {ServerSession} from '../auth/sessionCookie.ts';

/** What `POST /api/session` answers of a new session (`Session`), besides the cookie. */
export interface SessionView {
  uid: string;
  isAdmin: boolean;
  expiresAt: string;
}

/** The presentation of a session: who it is for, and when its cookie expires (ISO 8601). */
export function presentSession(session: ServerSession): SessionView {
  return {uid: session.uid, isAdmin: session.isAdmin, expiresAt: session.expiresAt.toISOString()};
}
