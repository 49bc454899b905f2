import {apiError} from '../errors.ts';
import {MAX_ATTACHMENT_BYTES} from './schema.ts';

/** What an attachment's first bytes say it is; null for anything not accepted. */
export function sniffAttachment(bytes: Buffer): string | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (isUtf8Text(bytes)) return 'text/plain; charset=utf-8';
  return null;
}

// Text is accepted when it decodes as UTF-8 and holds no control characters but tab and line ends:
// a binary file of another kind almost always fails one of the two.
function isUtf8Text(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  return !/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(text);
}

/** Decodes and checks an attachment: 413 over the size limit, 415 for a type not accepted. */
export function readAttachment(data: string): {bytes: Buffer; contentType: string} {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw apiError('ATTACHMENT_TOO_LARGE', MAX_ATTACHMENT_BYTES);
  const contentType = bytes.length > 0 ? sniffAttachment(bytes) : null;
  if (!contentType) throw apiError('ATTACHMENT_NOT_ALLOWED');
  return {bytes, contentType};
}
