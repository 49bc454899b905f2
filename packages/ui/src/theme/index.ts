export {ThemeProvider, useTheme} from './ThemeProvider';
export type {ThemeContextValue, ThemeProviderProps} from './ThemeProvider';
export {
  COLOR_MODE_STORAGE_KEY,
  THEME_ATTRIBUTE,
  colorModeFromCookie,
  parseColorModePreference,
  resolveColorMode,
} from './colorMode';
export type {ColorModePreference, ResolvedColorMode} from './colorMode';
export {themeScript} from './themeScript';
