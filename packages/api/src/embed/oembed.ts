/** The kinds of item a share link names. */
export type SharedKind = 'playlist' | 'track';

/** What a Nada share link names: a kind of item and its id. */
export interface SharedItem {
  kind: SharedKind;
  id: string;
}

/** The iframe's default size, in CSS pixels: room for the title, the transport and a few tracks. */
export const EMBED_SIZE = {width: 480, height: 320, minWidth: 240, minHeight: 120} as const;

const idPattern = /^[\w-]{1,100}$/;

/**
 * The item a share link names, when it is one of this site's: the playlist page's
 * `<origin>[/en]/v3/playlist?id=<id>`, or an embed page `<origin>[/en]/embed/playlist|track/<id>`.
 * Another origin, another path or a malformed id answers null.
 */
export function parseShareLink(link: string, siteOrigin: string): SharedItem | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin !== siteOrigin) return null;
  const path = url.pathname.replace(/^\/en(?=\/)/, '').replace(/\/+$/, '');
  if (path === '/v3/playlist') {
    const id = url.searchParams.get('id');
    return id && idPattern.test(id) ? {kind: 'playlist', id} : null;
  }
  const embed = /^\/embed\/(playlist|track)\/([^/]+)$/.exec(path);
  const id = embed?.[2];
  return embed && id && idPattern.test(id) ? {kind: embed[1] === 'track' ? 'track' : 'playlist', id} : null;
}

/** Whether a share link is on the English side of the site (`/en/...`). */
export const isEnglishLink = (link: string): boolean => /^\/en\//.test(new URL(link).pathname);

/** The escaped text of an HTML attribute value. */
export const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The size the embed gets within an oEmbed consumer's limits (never below the player's minimum). */
export function embedSize(maxWidth: number | undefined, maxHeight: number | undefined) {
  return {
    width: Math.max(EMBED_SIZE.minWidth, Math.min(EMBED_SIZE.width, maxWidth ?? EMBED_SIZE.width)),
    height: Math.max(EMBED_SIZE.minHeight, Math.min(EMBED_SIZE.height, maxHeight ?? EMBED_SIZE.height)),
  };
}

/** The iframe markup of an embed page, as the oEmbed answer and the share dialog give it. */
export function iframeHtml(src: string, title: string, size: {width: number; height: number}): string {
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="${size.width}" ` +
    `height="${size.height}" style="border:0" loading="lazy" allow="autoplay"></iframe>`
  );
}
