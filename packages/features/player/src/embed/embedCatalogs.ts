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
