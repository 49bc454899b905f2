import {
  applyConsent,
  consentBannerMode,
  readConsent,
  recordConsent,
  shouldAskConsent,
  shouldLoadTagManager,
} from './flow';

// The analytics consent of a page sent without React (the app's static pages): the server renders
// the banners into templates (ConsentBannerTemplates), and this runs them with the same rules as
// AnalyticsConsent. No React: it is part of the static pages' few-kilobyte script.

/**
 * The analytics consent as AnalyticsConsent runs it (the same rules, from consentFlow), with the
 * banners the server rendered into `<template data-consent-banner="<mode>">` elements: one is shown
 * where React would show it, before the page's frame. The footer's privacy settings reopen it;
 * focus goes into a banner opened on request and back to the opener when it closes.
 */
export function enhanceConsentBanners(analyticsId: string): void {
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

/**
 * Whether the consent has something to do as the page loads: a banner to ask the visitor, or the
 * tag manager to run for one who agreed. A page that leaves the consent to React (one hydrated on
 * the first interaction) hydrates at once then, and waits otherwise.
 */
export function consentNeededOnLoad(analyticsId: string): boolean {
  const consent = readConsent();
  return shouldAskConsent(analyticsId, consent) || shouldLoadTagManager(analyticsId, consent);
}
