import type {IntlShape} from 'react-intl';

/** A duration as a clock, "3:07" (or "1:02:03" past an hour). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
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
  const minutes = seconds / 60;
  return intl.formatNumber(minutes, {
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
