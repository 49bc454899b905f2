/** An E.164 number: a plus, a country code that does not start with 0, and up to 15 digits in all. */
const e164 = /^\+[1-9]\d{6,14}$/;

/**
 * The number as the API stores it (E.164), from what the user typed: spaces, dashes, dots and
 * brackets are dropped, and an Indonesian number written the local way (`0812…`) or without the
 * plus (`62812…`) gets the `+62` country code. Empty text gives `null` (no number).
 */
export function normalizePhoneNumber(text: string): string | null {
  const compact = text.replace(/[\s\-.()]/g, '');
  if (!compact) return null;
  if (/^0[1-9]/.test(compact)) return `+62${compact.slice(1)}`;
  if (/^62[1-9]/.test(compact)) return `+${compact}`;
  return compact;
}

/** Whether text is empty or, once normalized, a valid E.164 number. */
export function isPhoneNumber(text: string): boolean {
  const normalized = normalizePhoneNumber(text);
  return normalized === null || e164.test(normalized);
}
