/** What is wrong with a typed link before it is sent: nothing typed, not a link at all, or not a web link. */
export type LinkUrlProblem = 'required' | 'invalid' | 'protocol';

// A bare host with a dot, or localhost, and a path or nothing ("youtube.com/watch?v=…", "youtu.be/abc",
// "localhost:3000/"): people often paste links without their scheme, and browsers accept them too.
const BARE_HOST = /^(localhost|[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+)(:\d+)?([/?#]\S*)?$/iu;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The link to send for what was typed: trimmed, with `https://` added to a bare host
 * ("youtu.be/abc"); `null` when it is not a link {@link linkUrlProblem} lets through.
 */
export function normalizeLinkUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const text = SCHEME.test(trimmed) && !BARE_HOST.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A host without a dot (a typo, "https://youtube") cannot be a public site; the server says why for the
  // rest. localhost is a link all the same: the server refuses it as a private address (issue 42).
  if (!url.hostname.includes('.') && !url.hostname.startsWith('[') && url.hostname !== 'localhost')
    return null;
  return url.href;
}

/**
 * The obviously wrong input caught before anything is sent: empty, not a link, or a link that is
 * not http or https (`ftp:`, `file:`, `javascript:`). Private addresses (localhost included) and
 * unknown sites are for the server to refuse, which says why.
 */
export function linkUrlProblem(value: string): LinkUrlProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https' && !BARE_HOST.test(trimmed)) return 'protocol';
  return normalizeLinkUrl(trimmed) === null ? 'invalid' : null;
}
