import {closeIcon, menuIcon, type IconData} from '@nada/ui';
import type {SiteLocale} from './types';

// The site's frame on the pages the app sends without React: what SiteHeader's MenuDisclosure and
// LanguageSwitch do there, on the same elements. No React and no framework, so the app's static
// page script stays a few kilobytes: it imports this module, never the package's index.

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

/** Options of {@link enhanceSiteHeader}. */
export interface EnhanceSiteHeaderOptions {
  /** Called when a language switch is followed, with its language (as LanguageSwitch's `onFollow`). */
  onLanguageFollow?: (locale: SiteLocale) => void;
}

/** Makes the server-rendered header of the document work without React: its phone menu and its language switch. */
export function enhanceSiteHeader({onLanguageFollow}: EnhanceSiteHeaderOptions = {}): void {
  for (const menu of document.querySelectorAll<HTMLElement>('.site-header__menu')) enhanceMenu(menu);
  if (onLanguageFollow) followLanguageSwitches(onLanguageFollow);
}

/**
 * Calls back with its language whenever a language switch of the document is followed (as
 * LanguageSwitch's `onFollow`), and nothing else: for a page whose header React takes over later.
 */
export function followLanguageSwitches(onFollow: (locale: SiteLocale) => void): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a.language-switch');
    if (link) onFollow(link.hreflang === 'en' ? 'en' : 'id');
  });
}
