import {useCallback} from 'react';
import {useIntl} from 'react-intl';
import {messages} from './messages';
import type {Seconds} from './types';

/** Returns a function that spells a time out in the current locale ("3 menit 5 detik"), for screen readers. */
export function useSpokenTime(): (time: Seconds) => string {
  const intl = useIntl();
  return useCallback(
    (time: Seconds) => {
      const total = Number.isFinite(time) && time > 0 ? Math.floor(time) : 0;
      const hours = Math.floor(total / 3600);
      const minutes = Math.floor((total % 3600) / 60);
      const seconds = total % 60;
      if (hours > 0) return intl.formatMessage(messages.hoursMinutesSeconds, {hours, minutes, seconds});
      if (minutes > 0) return intl.formatMessage(messages.minutesSeconds, {minutes, seconds});
      return intl.formatMessage(messages.seconds, {seconds});
    },
    [intl],
  );
}
