import {describe, expect, it} from 'vitest';
import {
  analyticsCookieNames,
  consentCookie,
  consentFromCookie,
  expiredCookies,
  isAnalyticsId,
  shouldAskConsent,
  shouldLoadTagManager,
  tagManagerUrl,
} from './consent';

describe('the consent cookie', () => {
  it('keeps a decision for 180 days on the whole site, readable by the page', () => {
    expect(consentCookie('granted')).toBe(
      'nada-analytics-consent=granted; Max-Age=15552000; Path=/; SameSite=Lax',
    );
    expect(consentCookie('denied')).toContain('nada-analytics-consent=denied;');
  });

  it('reads a decision among other cookies', () => {
    expect(consentFromCookie('i18n_redirected=en; nada-analytics-consent=granted; _ga=GA1.1.1')).toBe(
      'granted',
    );
    expect(consentFromCookie('nada-analytics-consent=denied')).toBe('denied');
  });

  it('counts a missing or unknown value as undecided', () => {
    expect(consentFromCookie(undefined)).toBe('undecided');
    expect(consentFromCookie('')).toBe('undecided');
    expect(consentFromCookie('nada-analytics-consent=maybe')).toBe('undecided');
    expect(consentFromCookie('other-nada-analytics-consent=granted')).toBe('undecided');
  });
});

describe('the decision', () => {
  it('asks only when an id is configured and the visitor has not answered', () => {
    expect(shouldAskConsent('GTM-ABC1234', 'undecided')).toBe(true);
    expect(shouldAskConsent('GTM-ABC1234', 'granted')).toBe(false);
    expect(shouldAskConsent('GTM-ABC1234', 'denied')).toBe(false);
    expect(shouldAskConsent(undefined, 'undecided')).toBe(false);
    expect(shouldAskConsent(null, 'undecided')).toBe(false);
    expect(shouldAskConsent('', 'undecided')).toBe(false);
  });

  it('loads the tag manager only with a valid id and consent granted', () => {
    expect(shouldLoadTagManager('GTM-ABC1234', 'granted')).toBe(true);
    expect(shouldLoadTagManager('GTM-ABC1234', 'denied')).toBe(false);
    expect(shouldLoadTagManager('GTM-ABC1234', 'undecided')).toBe(false);
    expect(shouldLoadTagManager(undefined, 'granted')).toBe(false);
    expect(shouldLoadTagManager(null, 'granted')).toBe(false);
    expect(shouldLoadTagManager('G-ABC1234', 'granted')).toBe(false);
  });
});

describe('the tag manager', () => {
  it('recognises container ids', () => {
    expect(isAnalyticsId('GTM-ABC1234')).toBe(true);
    expect(isAnalyticsId('GTM-ab1234')).toBe(false);
    expect(isAnalyticsId(' GTM-ABC1234')).toBe(false);
  });

  it('is loaded from googletagmanager.com with the container id', () => {
    expect(tagManagerUrl('GTM-ABC1234')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
  });
});

describe('withdrawing', () => {
  it('finds the Google Analytics cookies and only those', () => {
    const cookies =
      '_ga=GA1.1.123; nada-analytics-consent=granted; _ga_ABC123=GS1.1; _gid=GA1.1.9; _gat_UA-1=1; _gabc=1; i18n_redirected=id';
    expect(analyticsCookieNames(cookies)).toEqual(['_ga', '_ga_ABC123', '_gid', '_gat_UA-1']);
    expect(analyticsCookieNames('')).toEqual([]);
    expect(analyticsCookieNames(undefined)).toEqual([]);
  });

  it('expires a cookie on the host and on every parent domain', () => {
    expect(expiredCookies('_ga', 'app.nada.example.co.id')).toEqual([
      '_ga=; Max-Age=0; Path=/',
      '_ga=; Max-Age=0; Path=/; Domain=.app.nada.example.co.id',
      '_ga=; Max-Age=0; Path=/; Domain=.nada.example.co.id',
      '_ga=; Max-Age=0; Path=/; Domain=.example.co.id',
      '_ga=; Max-Age=0; Path=/; Domain=.co.id',
    ]);
  });

  it('expires a cookie on the host alone when it has no parent domain', () => {
    expect(expiredCookies('_gid', 'localhost')).toEqual(['_gid=; Max-Age=0; Path=/']);
    expect(expiredCookies('_gid', '127.0.0.1')).toEqual(['_gid=; Max-Age=0; Path=/']);
  });
});
