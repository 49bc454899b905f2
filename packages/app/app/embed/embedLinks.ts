import type {EmbedCode} from '@nada/playlist';
import type {Locale} from '../routing/locales';

/** The iframe's size in CSS pixels, as the oEmbed answer gives it by default (api/src/embed/oembed.ts). */
const IFRAME = {width: 480, height: 320};

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The embed page of a public playlist: `<origin>[/en]/embed/playlist/<id>`. */
export function playlistEmbedUrl(origin: string, locale: Locale, playlistId: string): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/embed/playlist/${encodeURIComponent(playlistId)}`;
}

/** The code that puts a public playlist on another site: an iframe of its embed page, or the web component. */
export function playlistEmbedCode(
  origin: string,
  locale: Locale,
  playlistId: string,
  title: string,
): EmbedCode {
  const src = playlistEmbedUrl(origin, locale, playlistId);
  return {
    iframe:
      `<iframe src="${attribute(src)}" title="${attribute(title)}" width="${IFRAME.width}" ` +
      `height="${IFRAME.height}" style="border:0" loading="lazy" allow="autoplay"></iframe>`,
    element:
      `<script src="${attribute(origin)}/embed/player.js" defer></script>\n` +
      `<nada-player playlist="${attribute(playlistId)}" lang="${locale}"></nada-player>`,
  };
}

/** The oEmbed address of a share link, for the discovery `<link rel="alternate">` of its page. */
export function oembedHref(origin: string, shareUrl: string): string {
  return `${origin}/api/oembed?${new URLSearchParams({url: shareUrl, format: 'json'})}`;
}
