import type {IntlShape} from 'react-intl';

/** Elapsed time as an ISO 8601 duration for a `<time dateTime>` ("PT1M5S"). */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `PT${Math.floor(whole / 60)}M${whole % 60}S`;
}

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

/** Whole days from `now` until `date`, rounded up (0 when it is today or past). */
export function daysUntil(date: Date, now: Date): number {
  return Math.max(0, Math.ceil((date.getTime() - now.getTime()) / 86_400_000));
}

/** A file name without its extension: the name a song is shown by ("Bengawan Solo.mp3" → "Bengawan Solo"). */
export function withoutExtension(name: string): string {
  return name.replace(/\.[a-z0-9]{2,4}$/i, '');
}
