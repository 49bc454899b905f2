import {EMBED_PLAYER_PATH, type EmbedKind} from '../embedLinks';
import {embedText, type EmbedLocale} from './embedCatalogs';

/** The colour modes an embed page may be asked for (`?theme=`); anything else follows the system. */
export type EmbedTheme = 'light' | 'dark';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const page = (locale: EmbedLocale, title: string, body: string) =>
  '<!doctype html>\n' +
  `<html lang="${locale}"><head><meta charset="utf-8">` +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex">' +
  `<title>${escapeHtml(title)}</title>` +
  '<style>html,body{margin:0;padding:0;background:transparent}body{padding:1px}</style>' +
  `</head><body>${body}</body></html>`;

/** An embed page's HTML: the `<nada-player>` of one public playlist or track, in a locale and an optional colour mode. */
export function embedPlayerHtml({
  kind,
  id: itemId,
  title,
  locale,
  theme,
}: {
  kind: EmbedKind;
  id: string;
  title: string;
  locale: EmbedLocale;
  theme: EmbedTheme | null;
}): string {
  const themeAttribute = theme ? ` theme="${theme}"` : '';
  return page(
    locale,
    `${title} · Nada`,
    `<nada-player ${kind}="${escapeHtml(itemId)}" lang="${locale}"${themeAttribute}></nada-player>` +
      `<script src="${EMBED_PLAYER_PATH}"></script>`,
  );
}

/** The page an embed of a private, deleted or unknown playlist or track shows (with status 404). */
export function embedUnavailableHtml(locale: EmbedLocale, kind: EmbedKind = 'playlist'): string {
  const text = embedText(
    locale,
    kind === 'track' ? 'player.embed.trackUnavailable' : 'player.embed.unavailable',
  );
  return page(
    locale,
    'Nada',
    `<p role="alert" style="font:14px system-ui,sans-serif;margin:16px;color:#585769">${escapeHtml(text)}</p>`,
  );
}

/** The theme a `?theme=` value asks for, if it is one. */
export const embedTheme = (value: string | null): EmbedTheme | null =>
  value === 'light' || value === 'dark' ? value : null;

/** The embed pages' paths (`/embed/playlist/<id>`, `/en/embed/track/<id>`…, see `embedUrl`): the only pages other sites may frame. */
const EMBED_PAGE = /^\/(?:en\/)?embed\/(?:playlist|track)\/[^/]+\/?$/;

/** Whether a path is an embed page, which sets its own headers ({@link embedPageHeaders}) instead of the app's. */
export const isEmbedPage = (path: string): boolean => EMBED_PAGE.test(path);

/**
 * The headers of an embed page, the policy of the HTML above: any site may frame it
 * (`frame-ancestors *`, and no X-Frame-Options), it runs only the player's script from this origin
 * (and its inline styles), reaches only this origin's API and media, and sets no cookie. Every other
 * page of the app keeps refusing to be framed (its own security headers).
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
