import type {IntlShape} from 'react-intl';
import {messages} from './messages';

/** The most characters a playlist name may have, as the API checks it. */
export const TITLE_MAX_LENGTH = 80;
/** The most characters a playlist description may have, as the API checks it. */
export const DESCRIPTION_MAX_LENGTH = 500;

/** A playlist's total length in words, "1 h 12 min", "25 min" or "40 s", in the user's language. */
export function formatTotalDuration(intl: IntlShape, totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return intl.formatMessage(messages.durationSeconds, {seconds});
  const totalMinutes = Math.round(seconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return intl.formatMessage(messages.durationMinutes, {minutes});
  return intl.formatMessage(messages.durationHours, {hours, minutes});
}

/** Why a new playlist name cannot be used, or null when it can; the name is checked trimmed. */
export function titleProblem(title: string): 'required' | 'tooLong' | null {
  const trimmed = title.trim();
  if (trimmed.length === 0) return 'required';
  if (trimmed.length > TITLE_MAX_LENGTH) return 'tooLong';
  return null;
}
