/** The embed pages' paths (`/embed/playlist/<id>`, `/en/embed/track/<id>`…): the only pages other sites may frame. */
const EMBED_PAGE = /^\/(?:en\/)?embed\/(?:playlist|track)\/[^/]+\/?$/;

/** Whether a path is an embed page, which sets its own headers instead of the app's. */
export const isEmbedPage = (path: string): boolean => EMBED_PAGE.test(path);

/**
 * The headers of an embed page: any site may frame it (`frame-ancestors *`, and no X-Frame-Options),
 * it runs only the player's script from this origin, reaches only this origin's API and media, and
 * sets no cookie. Every other page keeps refusing to be framed (securityHeaders.server.ts).
 */
export function embedPageHeaders(): Record<string, string> {
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cache-Control': 'no-cache',
  };
}
