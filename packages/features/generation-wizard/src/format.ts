import type {IntlShape} from 'react-intl';
import {messages} from './messages';

/** A transfer speed in megabytes (or kilobytes, when slower) per second, for the locale ("1,2 MB/dtk"). */
export function formatSpeed(intl: IntlShape, bytesPerSecond: number): string {
  const [unit, size] =
    bytesPerSecond >= 1e6 ? (['megabyte-per-second', 1e6] as const) : (['kilobyte-per-second', 1e3] as const);
  const amount = bytesPerSecond / size;
  return intl.formatNumber(amount, {style: 'unit', unit, maximumFractionDigits: amount < 10 ? 1 : 0});
}

/** A rough time left, in whole seconds under a minute, in whole minutes (rounded up) above ("30 detik", "3 menit"). */
export function formatTimeLeft(intl: IntlShape, seconds: number): string {
  if (seconds < 60) {
    return intl.formatNumber(Math.max(1, Math.ceil(seconds)), {
      style: 'unit',
      unit: 'second',
      unitDisplay: 'long',
    });
  }
  return intl.formatNumber(Math.ceil(seconds / 60), {style: 'unit', unit: 'minute', unitDisplay: 'long'});
}

/**
 * A key as the API writes it ("Bb major", "A minor") in the user's language ("Bb mayor", "A minor");
 * a spelling it does not know (an empty one, say) comes back as it is.
 */
export function formatMusicalKey(intl: IntlShape, key: string): string {
  const match = /^([A-G](?:#|b)?)\s+(major|minor)$/.exec(key.trim());
  if (!match?.[1] || !match[2]) return key;
  return intl.formatMessage(messages.keyName, {tonic: match[1], mode: match[2]});
}
