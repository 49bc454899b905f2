import {z} from 'zod';

// Characters that show nothing themselves and can only mislead in a text other people read: C0 and
// C1 controls (NUL, escape ...), the bidirectional embeddings, overrides and isolates and the
// direction marks (U+202E shows "Sari\u202Eliam.exe" as "Sariexe.liam"), invisible operators and
// deprecated format characters, the byte order mark, interlinear annotations and lone surrogates.
// The joiners U+200C and U+200D stay: emoji sequences and Arabic, Persian and Indic writing need them,
// as do variation selectors and emoji tag sequences, which are not in this set.
const HIDDEN =
  /[\p{Cc}\p{Cs}\u061C\u180E\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/gu;
const LINE_BREAKS = /\r\n?|[\n\v\f\u0085\u2028\u2029]/g;

/**
 * A one-line text a user chose for others to read (a display name, a title, a subject): Unicode NFC,
 * line breaks and tabs as spaces, hidden characters (controls, bidirectional overrides, see above)
 * dropped, runs of spaces as one, trimmed. Letters of every script and emoji are kept as typed.
 */
export function cleanLine(text: string): string {
  return text
    .replace(LINE_BREAKS, ' ')
    .replaceAll('\t', ' ')
    .replace(HIDDEN, '')
    .normalize('NFC')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * A text of several lines a user wrote for others (a description, a support message): as
 * {@link cleanLine}, but line breaks (as `\n`) and tabs are kept and spaces are left as typed.
 */
export function cleanText(text: string): string {
  return text
    .replace(LINE_BREAKS, '\n')
    .replace(HIDDEN, (character) => (character === '\n' || character === '\t' ? character : ''))
    .normalize('NFC')
    .trim();
}

/** A request field holding a one-line text for others to read, cleaned by {@link cleanLine} before its length is checked. */
export const lineSchema = () => z.string().overwrite(cleanLine);

/** A request field holding a text of several lines, cleaned by {@link cleanText} before its length is checked. */
export const textSchema = () => z.string().overwrite(cleanText);
