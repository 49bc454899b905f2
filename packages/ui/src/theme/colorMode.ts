import {readCookie} from '../cookie/readCookie';

/** A user's colour-mode preference: follow the system, or always light or dark. */
export type ColorModePreference = 'system' | 'light' | 'dark';

/** The mode actually painted. */
export type ResolvedColorMode = 'light' | 'dark';

/** Where the preference is stored: a cookie (so the server can render it) mirrored in localStorage. */
export const COLOR_MODE_STORAGE_KEY = 'nada-color-mode';

/** Attribute on `<html>` that selects the palette in tokens.css. */
export const THEME_ATTRIBUTE = 'data-theme';

/** Turns any stored value into a valid preference, falling back to `system`. */
export function parseColorModePreference(value: unknown): ColorModePreference {
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

/** The painted mode for a preference, given whether the system prefers dark. */
export function resolveColorMode(
  preference: ColorModePreference,
  systemPrefersDark: boolean,
): ResolvedColorMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * The preference a request's Cookie header stores, so that a server render shows the switch as it
 * was left; undefined without one (the browser then reads its own storage, {@link readStoredColorMode}).
 */
export function colorModeFromCookie(
  cookieHeader: string | null | undefined,
): ColorModePreference | undefined {
  const stored = readCookie(cookieHeader, COLOR_MODE_STORAGE_KEY);
  return stored === undefined ? undefined : parseColorModePreference(stored);
}

/**
 * The stored preference, as the theme script reads it: the cookie first, then localStorage
 * ('system' on the server, and where neither holds one).
 */
export function readStoredColorMode(): ColorModePreference {
  if (typeof document === 'undefined') return 'system';
  const fromCookie = readCookie(document.cookie, COLOR_MODE_STORAGE_KEY);
  try {
    return parseColorModePreference(fromCookie ?? window.localStorage.getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    return parseColorModePreference(fromCookie);
  }
}

/** Stores a preference for a year, in a cookie (the server's first paint) and in localStorage (other tabs hear it). */
export function storeColorMode(mode: ColorModePreference): void {
  document.cookie = `${COLOR_MODE_STORAGE_KEY}=${mode}; Max-Age=31536000; Path=/; SameSite=Lax`;
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Private browsing can refuse storage; the cookie still carries the choice.
  }
}
