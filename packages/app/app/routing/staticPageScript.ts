import {
  COLOR_MODE_STORAGE_KEY,
  THEME_ATTRIBUTE,
  parseColorModePreference,
  readCookie,
  resolveColorMode,
  type ColorModePreference,
} from '@nada/ui';
import {applyConsent, consentBannerMode, readConsent, recordConsent} from '@nada/consent/flow';
import {enhanceSiteHeader} from '@nada/site/static';
import {localeCookie} from './locales';

// The script of the pages sent without React (`hydrate: false` in the route table): the server's
// HTML is the page, and this does what React's components would do there, on the same elements:
// the colour-mode switches, the header's menu and language link (@nada/site/static), and the
// analytics consent banner.
// Links are ordinary links. Built as its own entry (staticPageScript() in vitePlugins.ts), with no
// framework: it must stay a few kilobytes.

const darkQuery = matchMedia('(prefers-color-scheme: dark)');

/** The stored preference, as themeScript reads it: the cookie first, then localStorage. */
function storedColorMode(): ColorModePreference {
  const fromCookie = readCookie(document.cookie, COLOR_MODE_STORAGE_KEY);
  try {
    return parseColorModePreference(fromCookie ?? localStorage.getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    return parseColorModePreference(fromCookie);
  }
}

function storeColorMode(mode: ColorModePreference): void {
  document.cookie = `${COLOR_MODE_STORAGE_KEY}=${mode}; Max-Age=31536000; Path=/; SameSite=Lax`;
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Private browsing can refuse storage; the cookie still carries the choice.
  }
}

/** Paints a preference on `<html>` as ThemeProvider does (a page's forced mode stays). */
function paintColorMode(mode: ColorModePreference): void {
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

function enhanceColorMode(): void {
  let mode = storedColorMode();
  showColorMode(mode);
  document.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches('.nada-color-mode-switch__input')) return;
    mode = parseColorModePreference(input.value);
    storeColorMode(mode);
    paintColorMode(mode);
    showColorMode(mode);
  });
  darkQuery.addEventListener('change', () => paintColorMode(mode));
  // Another tab that changes the preference writes localStorage, which this tab hears.
  window.addEventListener('storage', () => {
    mode = storedColorMode();
    paintColorMode(mode);
    showColorMode(mode);
  });
}

/**
 * The analytics consent as AnalyticsConsent runs it (the same rules, from consentFlow), with the
 * banners the server rendered into `<template data-consent-banner="<mode>">` elements: one is shown
 * where React would show it, before the page's frame. The footer's privacy settings reopen it;
 * focus goes into a banner opened on request and back to the opener when it closes.
 */
function enhanceConsent(analyticsId: string): void {
  let consent = readConsent();
  const request = {reopened: false, withdrawn: false};
  let opener: HTMLElement | null = null;
  let shown: HTMLElement | null = null;

  const render = (takeFocus: boolean) => {
    shown?.remove();
    shown = null;
    const mode = consentBannerMode(analyticsId, consent, request);
    const template =
      mode && document.querySelector<HTMLTemplateElement>(`template[data-consent-banner="${mode}"]`);
    const banner = template?.content.firstElementChild?.cloneNode(true);
    if (!(banner instanceof HTMLElement)) return;
    const frame = document.querySelector('.layout-default');
    if (frame) frame.before(banner);
    else document.body.prepend(banner);
    shown = banner;
    banner.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && mode !== 'ask') close();
    });
    // The banner is sticky, so always in view: moving focus must not scroll the page.
    if (takeFocus) banner.focus({preventScroll: true});
  };
  const close = () => {
    request.reopened = false;
    request.withdrawn = false;
    render(false);
    if (opener?.isConnected) opener.focus();
    opener = null;
  };

  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(
      '[data-consent-action], [data-consent-settings]',
    );
    if (!target) return;
    if (target.hasAttribute('data-consent-settings')) {
      opener = target;
      request.reopened = true;
      request.withdrawn = false;
      render(true);
      return;
    }
    const action = target.dataset.consentAction;
    if (action === 'reload') return window.location.reload();
    if (action === 'close') return close();
    const decision = action === 'accept' ? 'granted' : 'denied';
    const withdrew = recordConsent(decision, consent);
    consent = decision;
    applyConsent(analyticsId, consent);
    if (!withdrew) return close();
    request.withdrawn = true;
    render(true);
  });

  applyConsent(analyticsId, consent);
  render(false);
}

const script = document.querySelector<HTMLScriptElement>('script[data-static-page]');
enhanceColorMode();
// The header's menu, and the language link, whose following stores the choice as LanguageSwitch does.
enhanceSiteHeader({
  onLanguageFollow: (locale) => {
    document.cookie = localeCookie(locale);
  },
});
if (script?.dataset.analyticsId) enhanceConsent(script.dataset.analyticsId);
