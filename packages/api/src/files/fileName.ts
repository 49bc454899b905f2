/** Longest original name kept, in characters. */
const MAX_NAME_LENGTH = 200;

/**
 * The name a user gave a file, made safe to show and to put in a header: the last path segment
 * only, Unicode NFC, no control or formatting characters (which could hide an extension behind a
 * right-to-left override), spaces collapsed, at most 200 characters. Empty results fall back to
 * `fallback`.
 */
export function sanitizeFileName(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...clean];
  return (chars.length > MAX_NAME_LENGTH ? chars.slice(0, MAX_NAME_LENGTH).join('') : clean) || fallback;
}

/**
 * A Content-Disposition value with the file name in both forms (RFC 6266): `filename*` carries the
 * exact UTF-8 name (RFC 5987 encoding) and `filename` an ASCII approximation for old clients.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
