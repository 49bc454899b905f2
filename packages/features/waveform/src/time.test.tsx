import {renderHook} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {IntlWrapper} from './test/render';
import {formatClock, useSpokenTime} from './time';

describe('time', () => {
  it('formats a clock, rounding down to the second', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('spells a time out in Indonesian and English', () => {
    const id = renderHook(() => useSpokenTime(), {
      wrapper: ({children}) => <IntlWrapper locale="id">{children}</IntlWrapper>,
    });
    expect(id.result.current(185)).toBe('3 menit 5 detik');
    expect(id.result.current(3661)).toBe('1 jam 1 menit 1 detik');
    const en = renderHook(() => useSpokenTime(), {
      wrapper: ({children}) => <IntlWrapper locale="en">{children}</IntlWrapper>,
    });
    expect(en.result.current(61)).toBe('1 minute 1 second');
    expect(en.result.current(42)).toBe('42 seconds');
  });
});
