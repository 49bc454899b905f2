import type {IntlShape} from 'react-intl';
import {daysUntil} from './format';
import {historyMessages} from './messages';
import type {JobLike} from './types';

/** When a job's files go: the earliest expiry of its result files (or of its input when it has none). */
export function expiryOf(job: JobLike): {state: 'kept'} | {state: 'expired'} | {state: 'expires'; at: Date} {
  const files = job.result?.files.length ? job.result.files : job.inputFiles;
  if (job.result && job.result.fileIds.length > 0 && job.result.files.length === 0) return {state: 'expired'};
  const dates = files.flatMap((file) => (file.expiresAt ? [Date.parse(file.expiresAt)] : []));
  if (dates.length === 0) return files.length === 0 ? {state: 'expired'} : {state: 'kept'};
  return {state: 'expires', at: new Date(Math.min(...dates))};
}

/** "Kept until 2 Dec" a week or more ahead, "Deleted in 3 days" closer, "Files deleted" after. */
export function expiryText(intl: IntlShape, job: JobLike, now: Date): string {
  const expiry = expiryOf(job);
  if (expiry.state === 'kept') return intl.formatMessage(historyMessages.keptForever);
  if (expiry.state === 'expired' || expiry.at.getTime() <= now.getTime()) {
    return intl.formatMessage(historyMessages.expired);
  }
  const days = daysUntil(expiry.at, now);
  if (days < 7) return intl.formatMessage(historyMessages.expiresIn, {days});
  return intl.formatMessage(historyMessages.keptUntil, {
    date: intl.formatDate(expiry.at, {day: 'numeric', month: 'short'}),
  });
}
