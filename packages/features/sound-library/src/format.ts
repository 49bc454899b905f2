import type {IntlShape} from 'react-intl';
import {categoryMessages, kindMessages, messages} from './messages';
import type {SoundCategory, SoundKind, SoundTitle} from './types';

/** The title in the page's language (Indonesian unless the page is English). */
export function titleIn(title: SoundTitle, locale: string): string {
  return locale.startsWith('en') ? title.en : title.id;
}

/** A length as the clock shows it: `0:04`, `1:05`. */
export function formatLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The common spellings of a key the API writes ("A minor", "Bb major"), split. */
export function parseKey(key: string): {tonic: string; mode: 'major' | 'minor'} | null {
  const match = /^([A-G](?:#|b)?)\s+(major|minor)$/.exec(key.trim());
  if (!match?.[1] || !match[2]) return null;
  return {tonic: match[1], mode: match[2] === 'major' ? 'major' : 'minor'};
}

/** A key as the user's language names it ("A minor", "C mayor"); an unknown spelling as it is. */
export function formatKey(intl: IntlShape, key: string): string {
  const parsed = parseKey(key);
  return parsed ? intl.formatMessage(messages.keyName, parsed) : key;
}

/** The 24 keys the editor offers, in the API's spelling. */
export const KEYS: readonly string[] = [
  'C',
  'C#',
  'D',
  'Eb',
  'E',
  'F',
  'F#',
  'G',
  'Ab',
  'A',
  'Bb',
  'B',
].flatMap((tonic) => [`${tonic} major`, `${tonic} minor`]);

/** A category's name. */
export function categoryLabel(intl: IntlShape, category: SoundCategory): string {
  return intl.formatMessage(categoryMessages[category]);
}

/** A kind's name. */
export function kindLabel(intl: IntlShape, kind: SoundKind): string {
  return intl.formatMessage(kindMessages[kind]);
}

/** A genre or mood id as a name: the library's ids are lower case words ("dangdut", "hip-hop"). */
export function wordLabel(value: string): string {
  const spaced = value.replace(/[-_]/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
