import {
  THEME_ATTRIBUTE,
  parseColorModePreference,
  readStoredColorMode,
  resolveColorMode,
  storeColorMode,
  type ColorModePreference,
} from './colorMode';

// The colour-mode switches of a page sent without React (the app's static pages): the server's
// HTML holds ColorModeSwitch's markup, and this does what ThemeProvider and the switch would do
// there. No React, no framework: it is part of the static pages' few-kilobyte script.

/** Paints a preference on `<html>` as ThemeProvider does (a page's forced mode stays). */
function paintColorMode(mode: ColorModePreference, darkQuery: MediaQueryList): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-theme-forced')) return;
  const resolved = resolveColorMode(mode, darkQuery.matches);
  root.setAttribute(THEME_ATTRIBUTE, resolved);
  root.style.colorScheme = resolved;
}

/** Shows a preference in every ColorModeSwitch of the page (its radios, and the states its CSS reads). */
function showColorMode(mode: ColorModePreference): void {
  for (const group of document.querySelectorAll<HTMLElement>('.nada-color-mode-switch')) {
    group.dataset.mode = mode;
    for (const input of group.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      input.checked = input.value === mode;
      input.closest('label')?.setAttribute('data-state', input.checked ? 'checked' : 'unchecked');
    }
  }
}

/**
 * Makes every ColorModeSwitch of a server-rendered page work without React: shows the stored
 * preference, stores and paints a new one, follows the system's mode and other tabs' choices.
 */
export function enhanceColorModeSwitches(): void {
  const darkQuery = matchMedia('(prefers-color-scheme: dark)');
  let mode = readStoredColorMode();
  showColorMode(mode);
  document.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches('.nada-color-mode-switch__input')) return;
    mode = parseColorModePreference(input.value);
    storeColorMode(mode);
    paintColorMode(mode, darkQuery);
    showColorMode(mode);
  });
  darkQuery.addEventListener('change', () => paintColorMode(mode, darkQuery));
  // Another tab that changes the preference writes localStorage, which this tab hears.
  window.addEventListener('storage', () => {
    mode = readStoredColorMode();
    paintColorMode(mode, darkQuery);
    showColorMode(mode);
  });
}
