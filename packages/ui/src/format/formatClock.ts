/** How {@link formatClock} turns a fraction of a second into a whole one. */
export type ClockRounding = 'down' | 'nearest';

/** Options of {@link formatClock}. */
export interface FormatClockOptions {
  /** `down` for a running time (a clock shows 1:05 until 1:06 is reached), `nearest` for a length. @default 'down' */
  rounding?: ClockRounding;
}

/** A time in seconds as a clock shows it, "3:05" or "1:02:05"; a negative or unknown time reads "0:00". */
export function formatClock(seconds: number, {rounding = 'down'}: FormatClockOptions = {}): string {
  const whole =
    Number.isFinite(seconds) && seconds > 0 ? (rounding === 'down' ? Math.floor : Math.round)(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
