import {act, render, renderHook, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import type {ReactNode} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {COLOR_MODE_STORAGE_KEY} from './colorMode';
import {ThemeProvider, useTheme} from './ThemeProvider';
import {themeScript} from './themeScript';

const root = document.documentElement;

/** A matchMedia whose dark preference the test can flip, telling listeners like a browser. */
function mockSystemPreference(prefersDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const state = {matches: prefersDark};
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === '(prefers-color-scheme: dark)' && state.matches;
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
          listeners.add(listener),
        removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
          listeners.delete(listener),
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return {
    setPrefersDark(next: boolean) {
      state.matches = next;
      for (const listener of listeners) listener({matches: next} as MediaQueryListEvent);
    },
    listenerCount: () => listeners.size,
  };
}

function clearStorage() {
  document.cookie = `${COLOR_MODE_STORAGE_KEY}=; Max-Age=0; Path=/`;
  window.localStorage.clear();
}

/** Shows the theme and offers its three choices as buttons. */
function Probe() {
  const {mode, resolvedMode, forcedMode, setMode} = useTheme();
  return (
    <div>
      <output aria-label="mode">{mode}</output>
      <output aria-label="resolved">{resolvedMode}</output>
      <output aria-label="forced">{forcedMode ?? 'none'}</output>
      <button type="button" onClick={() => setMode('system')}>
        system
      </button>
      <button type="button" onClick={() => setMode('light')}>
        light
      </button>
      <button type="button" onClick={() => setMode('dark')}>
        dark
      </button>
    </div>
  );
}

const read = (name: string) => screen.getByRole('status', {name}).textContent;

beforeEach(() => {
  clearStorage();
  root.removeAttribute('data-theme');
  root.removeAttribute('data-theme-forced');
  root.style.colorScheme = '';
});

afterEach(() => {
  vi.restoreAllMocks();
  clearStorage();
});

describe('ThemeProvider', () => {
  it('starts from the system preference when nothing is stored, and paints <html>', () => {
    mockSystemPreference(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(read('mode')).toBe('system');
    expect(read('resolved')).toBe('light');
    expect(root).toHaveAttribute('data-theme', 'light');
    expect(root.style.colorScheme).toBe('light');
    expect(root).not.toHaveAttribute('data-theme-forced');
  });

  it('stores a new preference in a cookie and localStorage', async () => {
    mockSystemPreference(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'dark'}));
    expect(read('mode')).toBe('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(document.cookie).toContain(`${COLOR_MODE_STORAGE_KEY}=dark`);
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
  });

  it('reads the stored preference, the cookie before localStorage', () => {
    mockSystemPreference(false);
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    document.cookie = `${COLOR_MODE_STORAGE_KEY}=dark; Path=/`;
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(read('mode')).toBe('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('leaves the mode painted before hydration alone until it has read the stored preference', () => {
    mockSystemPreference(false);
    document.cookie = `${COLOR_MODE_STORAGE_KEY}=dark; Path=/`;
    // What themeScript painted before React ran (a prerendered page's HTML says nothing of it).
    root.setAttribute('data-theme', 'dark');
    const painted: (string | null)[] = [];
    const observer = new MutationObserver(() => painted.push(root.getAttribute('data-theme')));
    observer.observe(root, {attributes: true, attributeFilter: ['data-theme']});
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    observer.disconnect();
    expect(read('mode')).toBe('dark');
    expect(painted.filter((mode) => mode !== 'dark')).toEqual([]);
  });

  it('falls back to localStorage without a cookie and ignores a value it does not know', () => {
    mockSystemPreference(false);
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    const {unmount} = render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(read('mode')).toBe('dark');
    unmount();
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'sepia');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(read('mode')).toBe('system');
  });

  it('follows the system while the preference is system, and stops listening when unmounted', () => {
    const system = mockSystemPreference(true);
    const {unmount} = render(
      <ThemeProvider defaultMode="system">
        <Probe />
      </ThemeProvider>,
    );
    expect(read('resolved')).toBe('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    act(() => system.setPrefersDark(false));
    expect(read('resolved')).toBe('light');
    expect(root).toHaveAttribute('data-theme', 'light');
    unmount();
    expect(system.listenerCount()).toBe(0);
  });

  it('ignores the system when the preference is explicit', () => {
    const system = mockSystemPreference(true);
    render(
      <ThemeProvider defaultMode="light">
        <Probe />
      </ThemeProvider>,
    );
    expect(read('resolved')).toBe('light');
    act(() => system.setPrefersDark(true));
    expect(root).toHaveAttribute('data-theme', 'light');
  });

  it('lets a forced mode win and marks <html>, while the preference is still stored', async () => {
    mockSystemPreference(false);
    const {rerender} = render(
      <ThemeProvider defaultMode="light" forcedMode="dark">
        <Probe />
      </ThemeProvider>,
    );
    expect(read('resolved')).toBe('dark');
    expect(read('forced')).toBe('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).toHaveAttribute('data-theme-forced', 'dark');
    await userEvent.click(screen.getByRole('button', {name: 'light'}));
    expect(read('mode')).toBe('light');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(document.cookie).toContain(`${COLOR_MODE_STORAGE_KEY}=light`);
    rerender(
      <ThemeProvider defaultMode="light">
        <Probe />
      </ThemeProvider>,
    );
    expect(root).toHaveAttribute('data-theme', 'light');
    expect(root).not.toHaveAttribute('data-theme-forced');
  });

  it('follows the mode prop when controlled and reports choices through onModeChange', async () => {
    mockSystemPreference(false);
    const onModeChange = vi.fn();
    const {rerender} = render(
      <ThemeProvider mode="light" onModeChange={onModeChange} persist={false}>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'dark'}));
    expect(onModeChange).toHaveBeenCalledWith('dark');
    expect(read('mode')).toBe('light');
    expect(root).toHaveAttribute('data-theme', 'light');
    rerender(
      <ThemeProvider mode="dark" onModeChange={onModeChange} persist={false}>
        <Probe />
      </ThemeProvider>,
    );
    expect(read('mode')).toBe('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('works with state in the parent', async () => {
    mockSystemPreference(false);
    function App() {
      const [mode, setMode] = useState<'system' | 'light' | 'dark'>('light');
      return (
        <ThemeProvider mode={mode} onModeChange={setMode}>
          <Probe />
        </ThemeProvider>
      );
    }
    render(<App />);
    await userEvent.click(screen.getByRole('button', {name: 'dark'}));
    expect(read('mode')).toBe('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('writes nothing when persist is off', async () => {
    mockSystemPreference(false);
    render(
      <ThemeProvider persist={false}>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'dark'}));
    expect(read('mode')).toBe('dark');
    expect(document.cookie).not.toContain(COLOR_MODE_STORAGE_KEY);
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  });

  it('still stores the cookie when localStorage refuses', async () => {
    mockSystemPreference(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'dark'}));
    expect(document.cookie).toContain(`${COLOR_MODE_STORAGE_KEY}=dark`);
  });

  it('useTheme throws outside a ThemeProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow(/ThemeProvider/);
  });

  it('useTheme returns the context inside one', () => {
    mockSystemPreference(false);
    const wrapper = ({children}: {children: ReactNode}) => (
      <ThemeProvider defaultMode="dark">{children}</ThemeProvider>
    );
    const {result} = renderHook(() => useTheme(), {wrapper});
    expect(result.current.mode).toBe('dark');
    expect(result.current.resolvedMode).toBe('dark');
    expect(result.current.forcedMode).toBeUndefined();
  });
});

describe('themeScript', () => {
  // The script runs in <head> before React; here it runs against jsdom's document the same way.
  const runThemeScript = () => new Function(themeScript)();

  it('paints the mode stored in the cookie on <html>', () => {
    mockSystemPreference(false);
    document.cookie = `${COLOR_MODE_STORAGE_KEY}=dark; Path=/`;
    runThemeScript();
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('falls back to localStorage, then to the system preference', () => {
    mockSystemPreference(true);
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    runThemeScript();
    expect(root).toHaveAttribute('data-theme', 'light');
    window.localStorage.clear();
    runThemeScript();
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('resolves a stored system preference with matchMedia', () => {
    mockSystemPreference(false);
    document.cookie = `${COLOR_MODE_STORAGE_KEY}=system; Path=/`;
    runThemeScript();
    expect(root).toHaveAttribute('data-theme', 'light');
  });

  it('leaves a page that forces its mode alone', () => {
    mockSystemPreference(false);
    document.cookie = `${COLOR_MODE_STORAGE_KEY}=light; Path=/`;
    root.setAttribute('data-theme-forced', 'dark');
    root.setAttribute('data-theme', 'dark');
    runThemeScript();
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('never throws, even when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runThemeScript).not.toThrow();
  });
});
