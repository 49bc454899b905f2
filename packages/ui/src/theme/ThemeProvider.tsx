import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type {ReactNode} from 'react';
import {
  THEME_ATTRIBUTE,
  readStoredColorMode,
  resolveColorMode,
  storeColorMode,
  type ColorModePreference,
  type ResolvedColorMode,
} from './colorMode';

/** What `useTheme` returns. */
export interface ThemeContextValue {
  /** The stored preference. */
  mode: ColorModePreference;
  /** The mode being painted now (a forced mode wins over the preference). */
  resolvedMode: ResolvedColorMode;
  /** The mode a page forces, if any. */
  forcedMode: ResolvedColorMode | undefined;
  /** Changes and stores the preference. */
  setMode: (mode: ColorModePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  children: ReactNode;
  /** Controlled preference. */
  mode?: ColorModePreference;
  /** Initial preference when uncontrolled; read from storage when omitted. */
  defaultMode?: ColorModePreference;
  /** Called when the user picks another preference. */
  onModeChange?: (mode: ColorModePreference) => void;
  /** A mode the current page forces, whatever the preference. */
  forcedMode?: ResolvedColorMode;
  /** Whether to write the preference to a cookie and localStorage. @default true */
  persist?: boolean;
}

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToSystem(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(darkQuery).matches;
}

/** Another tab that changes the preference writes localStorage, which this tab hears. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Provides the colour mode (system, light or dark, or a page's forced mode) and paints it on `<html>`. */
export function ThemeProvider({
  children,
  mode: controlledMode,
  defaultMode,
  onModeChange,
  forcedMode,
  persist = true,
}: ThemeProviderProps) {
  const [chosenMode, setChosenMode] = useState<ColorModePreference | undefined>(defaultMode);
  // Without a default the preference is read from storage after hydration (the server's snapshot is
  // unknown), so the server's HTML (a prerendered page knows no visitor) and the first render agree.
  const storedMode = useSyncExternalStore(subscribeToStorage, readStoredColorMode, () => undefined);
  const mode = controlledMode ?? chosenMode ?? storedMode ?? 'system';
  const modeKnown = controlledMode !== undefined || chosenMode !== undefined || storedMode !== undefined;
  const prefersDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);
  const resolvedMode = forcedMode ?? resolveColorMode(mode, prefersDark);

  useEffect(() => {
    // Until the stored preference is read, themeScript's paint stands: no flash of the other mode.
    if (!modeKnown && !forcedMode) return;
    const root = document.documentElement;
    root.setAttribute(THEME_ATTRIBUTE, resolvedMode);
    root.style.colorScheme = resolvedMode;
    if (forcedMode) root.setAttribute('data-theme-forced', forcedMode);
    else root.removeAttribute('data-theme-forced');
  }, [resolvedMode, forcedMode, modeKnown]);

  const setMode = useCallback(
    (next: ColorModePreference) => {
      if (controlledMode === undefined) setChosenMode(next);
      if (persist) storeColorMode(next);
      onModeChange?.(next);
    },
    [controlledMode, onModeChange, persist],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({mode, resolvedMode, forcedMode, setMode}),
    [mode, resolvedMode, forcedMode, setMode],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The colour mode and its setter; throws outside a {@link ThemeProvider}. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
