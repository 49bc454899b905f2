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
