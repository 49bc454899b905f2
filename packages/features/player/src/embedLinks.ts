import type {EmbedLocale} from './embed/embedCatalogs';

/** The code that puts a public playlist or track on another site. */
export interface EmbedCode {
  /** An iframe of its embed page. */
  iframe: string;
  /** The `<script>` of the embeddable player and its `<nada-player>` element. */
  element: string;
}

/** Where the embeddable player's script is served (the app's build writes it as `embed/player.js`). */
export const EMBED_PLAYER_PATH = '/embed/player.js';

/** The iframe's size in CSS pixels, as the oEmbed answer gives it by default (api/src/embed/oembed.ts). */
const IFRAME = {width: 480, height: 320};

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What an embed shows: a public playlist or a public generated track. */
export type EmbedKind = 'playlist' | 'track';

/** The embed page of a public playlist or track: `<origin>[/en]/embed/<kind>/<id>` (a track's share link too). */
export function embedUrl(origin: string, locale: EmbedLocale, kind: EmbedKind, id: string): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/embed/${kind}/${encodeURIComponent(id)}`;
}

/** The code that puts a public playlist or track on another site: an iframe of its embed page, or the web component. */
export function embedCode(
  origin: string,
  locale: EmbedLocale,
  kind: EmbedKind,
  id: string,
  title: string,
): EmbedCode {
  const src = embedUrl(origin, locale, kind, id);
  return {
    iframe:
      `<iframe src="${attribute(src)}" title="${attribute(title)}" width="${IFRAME.width}" ` +
      `height="${IFRAME.height}" style="border:0" loading="lazy" allow="autoplay"></iframe>`,
    element:
      `<script src="${attribute(origin)}${EMBED_PLAYER_PATH}" defer></script>\n` +
      `<nada-player ${kind}="${attribute(id)}" lang="${locale}"></nada-player>`,
  };
}

/** The embed page of a public playlist: `<origin>[/en]/embed/playlist/<id>`. */
export const playlistEmbedUrl = (origin: string, locale: EmbedLocale, playlistId: string): string =>
  embedUrl(origin, locale, 'playlist', playlistId);

/** The code that puts a public playlist on another site (see {@link embedCode}). */
export const playlistEmbedCode = (
  origin: string,
  locale: EmbedLocale,
  playlistId: string,
  title: string,
): EmbedCode => embedCode(origin, locale, 'playlist', playlistId, title);

/** The oEmbed address of a share link, for the discovery `<link rel="alternate">` of its page. */
export function oembedHref(origin: string, shareUrl: string): string {
  return `${origin}/api/oembed?${new URLSearchParams({url: shareUrl, format: 'json'})}`;
}
