import {readCookie} from '@nada/ui';

/** A visitor's recorded answer to the analytics question. */
export type ConsentDecision = 'granted' | 'denied';

/** What is known of a visitor's choice: their decision, or that they have not made one yet. */
export type ConsentState = ConsentDecision | 'undecided';

/** The first-party cookie that keeps the decision, readable in the browser (pages may be prerendered). */
export const CONSENT_COOKIE = {name: 'nada-analytics-consent', maxAgeSeconds: 180 * 24 * 60 * 60} as const;

/** The origin the tag manager is loaded from; nothing is requested from it without consent. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

// Container ids are "GTM-" and a few upper-case letters and digits (GTM-XXXXXX, GTM-XXXXXXX, ...).
const ANALYTICS_ID = /^GTM-[A-Z0-9]{4,12}$/;

// Cookies Google Analytics sets: _ga, _ga_<stream>, _gid and the throttle cookies _gat, _gat_<tracker>.
const ANALYTICS_COOKIE = /^(?:_ga|_ga_[A-Za-z0-9_-]+|_gid|_gat|_gat_[A-Za-z0-9_-]+)$/;

/** Whether a value is a Google Tag Manager container id such as `GTM-ABC1234`. */
export function isAnalyticsId(value: string): boolean {
  return ANALYTICS_ID.test(value);
}

/** The decision stored in a Cookie header or `document.cookie`; anything else counts as undecided. */
export function consentFromCookie(cookieHeader: string | null | undefined): ConsentState {
  const value = readCookie(cookieHeader, CONSENT_COOKIE.name);
  return value === 'granted' || value === 'denied' ? value : 'undecided';
}

/** The `document.cookie` text that stores a decision for 180 days on the whole site. */
export function consentCookie(decision: ConsentDecision): string {
  return `${CONSENT_COOKIE.name}=${decision}; Max-Age=${CONSENT_COOKIE.maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** Whether to ask the visitor: only when analytics is configured and they have not answered yet. */
export function shouldAskConsent(analyticsId: string | null | undefined, consent: ConsentState): boolean {
  return Boolean(analyticsId) && consent === 'undecided';
}

/** Whether the tag manager may be loaded: only with a valid id configured and consent granted. */
export function shouldLoadTagManager(analyticsId: string | null | undefined, consent: ConsentState): boolean {
  return analyticsId != null && isAnalyticsId(analyticsId) && consent === 'granted';
}

/** The URL of a container's tag-manager script. */
export function tagManagerUrl(analyticsId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(analyticsId)}`;
}

/** The names of the analytics cookies present in a Cookie header or `document.cookie`. */
export function analyticsCookieNames(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(';')
    .map((pair) => pair.trim().split('=')[0] ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name));
}

/**
 * The `document.cookie` texts that expire a cookie whatever domain it was set for: the host
 * itself and each parent domain (Google Analytics sets its cookies on the widest one it may).
 * The browser ignores the ones it would never have accepted, such as a public suffix.
 */
export function expiredCookies(name: string, hostname: string): string[] {
  const expired = `${name}=; Max-Age=0; Path=/`;
  const labels = hostname.split('.');
  const domains: string[] = [];
  // An IP address or a single-label host such as localhost has no parent domain.
  if (labels.length > 1 && !/^[\d.]+$/.test(hostname) && !hostname.includes(':')) {
    for (let i = 0; i < labels.length - 1; i += 1) domains.push(labels.slice(i).join('.'));
  }
  return [expired, ...domains.map((domain) => `${expired}; Domain=.${domain}`)];
}
