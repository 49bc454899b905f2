import {TAG_MANAGER_ORIGIN, analyticsCookieNames, expiredCookies, tagManagerUrl} from './consent';

// Marks the script element we add, so that a withdrawal removes exactly it.
const SCRIPT_ATTRIBUTE = 'data-nada-analytics';

// The scripts the container itself may add (gtag.js, analytics.js) come from these origins.
const ANALYTICS_ORIGINS = [TAG_MANAGER_ORIGIN, 'https://www.google-analytics.com'];

interface AnalyticsWindow {
  dataLayer?: unknown[];
}

// Google's consent commands must be pushed as an `arguments` object, not as an array.
function gtag(..._args: unknown[]): void {
  const target = window as unknown as AnalyticsWindow;
  target.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- the tag manager recognises commands only as Arguments
  target.dataLayer.push(arguments);
}

/**
 * Adds the tag-manager script of a container to the document, once. Call it only after consent:
 * ads storage stays denied, as we ask about measuring visits and nothing else.
 */
export function insertTagManager(analyticsId: string): void {
  if (document.querySelector(`script[${SCRIPT_ATTRIBUTE}]`)) return;
  gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  const target = window as unknown as AnalyticsWindow;
  target.dataLayer?.push({'gtm.start': Date.now(), event: 'gtm.js'});
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerUrl(analyticsId);
  script.setAttribute(SCRIPT_ATTRIBUTE, '');
  document.head.append(script);
}

/**
 * Undoes {@link insertTagManager} as far as a page can: tells running tags that consent is
 * withdrawn, removes the analytics scripts and deletes the analytics cookies. Code already
 * running stays in memory until the next page load.
 */
export function removeTagManager(): void {
  const target = window as unknown as AnalyticsWindow;
  if (target.dataLayer) gtag('consent', 'update', {analytics_storage: 'denied'});
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (
      script.hasAttribute(SCRIPT_ATTRIBUTE) ||
      ANALYTICS_ORIGINS.some((o) => script.src.startsWith(`${o}/`))
    ) {
      script.remove();
    }
  }
  for (const name of analyticsCookieNames(document.cookie)) {
    for (const cookie of expiredCookies(name, location.hostname)) document.cookie = cookie;
  }
}
