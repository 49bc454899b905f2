import {renderHook} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {TestIntlProvider} from '@nada/ui/testing';
import {catalogs} from './test/render';
import {useSpokenTime} from './time';

describe('time', () => {
  it('spells a time out in Indonesian and English', () => {
    const id = renderHook(() => useSpokenTime(), {
      wrapper: ({children}) => (
        <TestIntlProvider locale="id" catalogs={catalogs}>
          {children}
        </TestIntlProvider>
      ),
    });
    expect(id.result.current(185)).toBe('3 menit 5 detik');
    expect(id.result.current(3661)).toBe('1 jam 1 menit 1 detik');
    const en = renderHook(() => useSpokenTime(), {
      wrapper: ({children}) => (
        <TestIntlProvider locale="en" catalogs={catalogs}>
          {children}
        </TestIntlProvider>
      ),
    });
    expect(en.result.current(61)).toBe('1 minute 1 second');
    expect(en.result.current(42)).toBe('42 seconds');
  });
});
