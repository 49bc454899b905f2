import type {Auth, DecodedIdToken} from 'firebase-admin/auth';
import type {FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import type {Kysely} from 'kysely';
import type {Database, UserRow} from '../db/schema.ts';
import {apiError} from '../errors.ts';
import {ensureUser, preferredLocale} from '../users/store.ts';

/** Whether a route needs a signed-in user: 'required' refuses anonymous requests, 'optional' accepts them. */
export type AuthRequirement = 'required' | 'optional';

/** The signed-in user of a request: the local row and the verified token it came with. */
export interface CurrentUser {
  row: UserRow;
  token: DecodedIdToken;
  /** From the `admin` custom claim, the authority for admin rights. */
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declares the route's sign-in requirement; routes without it ignore the Authorization header. */
    auth?: AuthRequirement;
    /**
     * The route serves an account marked deleted (`DELETE /me`, so a deletion cut short can be
     * retried); every other route refuses such an account with USER_DISABLED.
     * @default false
     */
    servesDeletedAccount?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null on anonymous requests and routes without `config.auth`. */
    user: CurrentUser | null;
  }
}

/** Security scheme name the OpenAPI document uses for the Firebase ID token. */
export const SECURITY_SCHEME = 'firebaseIdToken';

/** What the auth plugin needs. */
export interface AuthPluginOptions {
  auth: Auth;
  db: Kysely<Database>;
}

// firebase-admin's codes (https://firebase.google.com/docs/auth/admin/errors) mapped to our stable ones.
const tokenErrors: Record<string, () => Error> = {
  'auth/id-token-expired': () => apiError('TOKEN_EXPIRED'),
  'auth/id-token-revoked': () => apiError('TOKEN_REVOKED'),
  'auth/user-disabled': () => apiError('USER_DISABLED'),
  'auth/argument-error': () => apiError('TOKEN_INVALID'),
  'auth/invalid-id-token': () => apiError('TOKEN_INVALID'),
  // A token whose subject has no account: forged, or its user was deleted.
  'auth/user-not-found': () => apiError('TOKEN_INVALID'),
};

const bearer = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

/**
 * The signed-in user of a request, for routes declared `config: {auth: 'required'}` (the plugin has
 * refused anonymous requests already) and for optional ones that need a user; throws UNAUTHENTICATED
 * when there is none.
 */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw apiError('UNAUTHENTICATED');
  return request.user;
}

/** Verifies `Authorization: Bearer <Firebase ID token>` on routes that declare `config.auth` and sets `request.user`. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, {auth, db}) => {
    app.decorateRequest('user', null);

    // Routes that need sign-in say so in the OpenAPI document, so the generated client sends the token.
    app.addHook('onRoute', (route) => {
      if (!route.config?.auth) return;
      route.schema = {...route.schema, security: [{[SECURITY_SCHEME]: []}]};
    });

    app.addHook('onRequest', async (request) => {
      const requirement = request.routeOptions.config.auth;
      if (!requirement) return;
      const header = request.headers.authorization;
      if (!header) {
        if (requirement === 'required') throw apiError('UNAUTHENTICATED');
        return;
      }
      const token = bearer.exec(header)?.[1];
      if (!token) throw apiError('TOKEN_INVALID');
      const decoded = await verify(auth, token, request);
      const isAdmin = decoded['admin'] === true;
      // A new account takes the language its first request asks for (the app sends its page's).
      const row = await ensureUser(
        db,
        {
          uid: decoded.uid,
          email: decoded.email ?? null,
          displayName: typeof decoded['name'] === 'string' ? decoded['name'] : null,
          isAdmin,
        },
        preferredLocale(request.headers['accept-language']),
      );
      // A row marked deleted belongs to an account being removed: it no longer signs in.
      if (row.deleted_at && !request.routeOptions.config.servesDeletedAccount)
        throw apiError('USER_DISABLED');
      request.user = {row, token: decoded, isAdmin};
    });
  },
  {name: 'nada-auth'},
);

async function verify(auth: Auth, token: string, request: FastifyRequest): Promise<DecodedIdToken> {
  try {
    // checkRevoked also refuses disabled users; it costs one lookup per request, which is the
    // price of honouring "sign out everywhere" and account suspension at once.
    return await auth.verifyIdToken(token, true);
  } catch (error) {
    const code = (error as {code?: string}).code ?? '';
    const mapped = tokenErrors[code];
    if (mapped) {
      request.log.info({code}, 'ID token refused');
      throw mapped();
    }
    throw apiError('AUTH_UNAVAILABLE', error);
  }
}
