import type {IntlShape} from 'react-intl';
import {messages} from './messages';

/** A length as the clock shows it: `0:45`, `2:05`. */
export function formatLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A key as the user's language names it: "D major" / "D mayor". */
export function formatKey(intl: IntlShape, key: {tonic: string; mode: 'major' | 'minor'}): string {
  return intl.formatMessage(messages.keyName, {tonic: key.tonic, mode: key.mode});
}
