import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** The languages the embedded player speaks; Indonesian is the default. */
export type EmbedLocale = 'id' | 'en';

/** A message id of the player's catalogs. */
export type EmbedMessageId = keyof typeof en & keyof typeof id;

const catalogs: Record<EmbedLocale, Record<EmbedMessageId, string>> = {id, en};

/** The locale of a language tag (`en-GB` is English); anything else, or nothing, is Indonesian. */
export function embedLocale(tag: string | null | undefined): EmbedLocale {
  return tag?.trim().toLowerCase().split('-')[0] === 'en' ? 'en' : 'id';
}

/**
 * A message in a locale with its `{name}` arguments filled in. The embed's messages use plain
 * arguments only (no plurals), so no ICU runtime is needed.
 */
export function embedText(
  locale: EmbedLocale,
  messageId: EmbedMessageId,
  values: Record<string, string> = {},
): string {
  return catalogs[locale][messageId].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A time as `m:ss` (or `h:mm:ss`), the way the player shows it. */
export function clockTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
