import {
  COLOR_MODE_STORAGE_KEY,
  THEME_ATTRIBUTE,
  closeIcon,
  menuIcon,
  parseColorModePreference,
  readCookie,
  resolveColorMode,
  type ColorModePreference,
  type IconData,
} from '@nada/ui';
import {applyConsent, consentBannerMode, readConsent, recordConsent} from '@nada/consent/flow';
import {localeCookie} from './locales';

// The script of the pages sent without React (`hydrate: false` in the route table): the server's
// HTML is the page, and this does what React's components would do there, on the same elements:
// the colour-mode switches, the header's menu, the analytics consent banner and the language link.
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

function drawIcon(svg: SVGElement, icon: IconData): void {
  svg.setAttribute('viewBox', `0 0 ${icon.width} ${icon.height}`);
  svg.dataset.icon = icon.name;
  svg.innerHTML = icon.body;
}

/**
 * The header's menu on narrow screens (SiteHeader's MenuDisclosure): the button shows and hides the
 * panel, says so in aria-expanded and swaps its icon; Escape closes it and gives focus back to the
 * button, as does a click outside (without taking focus).
 */
function enhanceMenu(menu: HTMLElement): void {
  const button = menu.querySelector<HTMLButtonElement>('button[aria-controls]');
  if (!button) return;
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) return;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    button.focus();
  };
  const closeOutside = (event: PointerEvent) => {
    if (!menu.contains(event.target as Node)) setOpen(false);
  };
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    const svg = button.querySelector('svg');
    if (svg) drawIcon(svg, open ? closeIcon : menuIcon);
    const listen = open ? document.addEventListener : document.removeEventListener;
    listen.call(document, 'keydown', closeOnEscape as EventListener);
    listen.call(document, 'pointerdown', closeOutside as EventListener);
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
}

/** Following the language link stores the choice, as LanguageSwitch does. */
function enhanceLanguageSwitch(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a.language-switch');
    if (link) document.cookie = localeCookie(link.hreflang === 'en' ? 'en' : 'id');
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
for (const menu of document.querySelectorAll<HTMLElement>('.site-header__menu')) enhanceMenu(menu);
enhanceLanguageSwitch();
if (script?.dataset.analyticsId) enhanceConsent(script.dataset.analyticsId);
