import type {FastifyRequest} from 'fastify';
import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {createSession, sessionSetCookie} from '../auth/sessionCookie.ts';
import {z} from 'zod';
import {errorBodySchema} from '../errorSchema.ts';
import {presentSession} from './present.ts';
import {sessionRequestSchema, sessionSchema} from './schema.ts';

/** What the session routes need from the configuration. */
export interface SessionRouteOptions {
  /** The public origin (`NADA_PUBLIC_URL`): an https one makes the cookie Secure whatever the proxy forwards. */
  publicUrl: string | undefined;
}

/**
 * `POST /session` exchanges an ID token for the httpOnly `__session` cookie the app server reads
 * (maintenance mode lets admins through by it); `DELETE /session` clears it on sign-out. Both are
 * public: the ID token in the body, or the cookie itself, is the credential. The body must be JSON,
 * which another site cannot send without a CORS preflight, so no other site can set a session here.
 */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteOptions> = async (app, {publicUrl}) => {
  // Behind a TLS proxy that is not trusted (or does not say), the request looks like plain http:
  // the public URL, as for the app's HSTS header, says whether visitors use https.
  const secure = (request: FastifyRequest) =>
    request.protocol === 'https' || Boolean(publicUrl?.startsWith('https:'));

  app.post(
    '/session',
    {
      schema: {
        summary: 'Starts (or renews) the server-visible session cookie from a Firebase ID token',
        tags: ['identity'],
        body: sessionRequestSchema,
        response: {200: sessionSchema, 400: errorBodySchema, 401: errorBodySchema, 503: errorBodySchema},
      },
    },
    async (request, reply) => {
      const {value, session} = await createSession(app.nada.auth, request.body.idToken);
      reply.header('set-cookie', sessionSetCookie(value, {secure: secure(request)}));
      return presentSession(session);
    },
  );

  app.delete(
    '/session',
    {
      schema: {
        summary: 'Ends the server-visible session (sign-out): clears the session cookie',
        tags: ['identity'],
        response: {204: z.null().describe('The cookie is cleared')},
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', sessionSetCookie(null, {secure: secure(request)}));
      return reply.code(204).send(null);
    },
  );
};
