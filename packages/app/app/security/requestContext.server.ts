import {RouterContextProvider, createContext} from 'react-router';
import {NONCE_PLACEHOLDER} from './securityHeaders.server';

/** The user of a request's server-visible session (the `__session` cookie), as the app server sees it. */
export interface ServerUser {
  uid: string;
  /** From the `admin` custom claim. */
  isAdmin: boolean;
}

/**
 * This response's CSP nonce, set by server.mjs for each request. Without it (the build's
 * prerendering, `react-router dev`) pages carry the placeholder, which server.mjs replaces.
 */
export const nonceContext = createContext<string>(NONCE_PLACEHOLDER);

/**
 * Reads the request's session cookie, verified by the API (revocation included) only when first
 * asked. Without a server (prerendering, `react-router dev`) there is no session.
 */
export const serverUserContext = createContext<() => Promise<ServerUser | null>>(async () => null);

/**
 * Calls the API in the app server's own process, as the visitor (their address counts for rate
 * limits): loaders use it with the API client instead of a request to the site's public address.
 */
export const apiFetchContext = createContext<(request: Request) => Promise<Response>>(async () => {
  throw new Error('No API in this process: pages that load API data are served by server.mjs');
});

/** The load context server.mjs gives React Router for one request. */
export function createLoadContext({
  nonce,
  readUser,
  apiFetch,
}: {
  nonce: string;
  readUser: () => Promise<ServerUser | null>;
  apiFetch: (request: Request) => Promise<Response>;
}): RouterContextProvider {
  let user: Promise<ServerUser | null> | undefined;
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  context.set(apiFetchContext, apiFetch);
  context.set(serverUserContext, () => (user ??= readUser()));
  return context;
}
