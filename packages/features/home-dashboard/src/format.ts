import type {IntlShape} from 'react-intl';

/**
 * Processing time for the locale (credits are counted in seconds): "45 detik" / "45 seconds" under
 * a minute, else minutes to a tenth, "29,9 menit" / "29.9 minutes".
 */
export function formatMinutes(intl: IntlShape, seconds: number): string {
  if (seconds < 60) {
    return intl.formatNumber(Math.max(0, Math.round(seconds)), {
      style: 'unit',
      unit: 'second',
      unitDisplay: 'long',
    });
  }
  return intl.formatNumber(seconds / 60, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
    // One decimal: a short song's seconds still show in what is left (29.9 of 30 minutes).
    maximumFractionDigits: 1,
  });
}
