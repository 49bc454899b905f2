import {beforeEach, describe, expect, it} from 'vitest';
import {CONSENT_COOKIE} from './consent';
import {consentNeededOnLoad} from './static';

const setConsent = (value: string | null) => {
  document.cookie =
    value === null ? `${CONSENT_COOKIE.name}=; Path=/; Max-Age=0` : `${CONSENT_COOKIE.name}=${value}; Path=/`;
};

// The test files share one document: another may have left a decision in its cookie.
beforeEach(() => setConsent(null));

describe('consentNeededOnLoad', () => {
  it('is needed while the visitor is still to be asked, and to run the tag manager for one who agreed', () => {
    expect(consentNeededOnLoad('GTM-ABC1234')).toBe(true);
    setConsent('granted');
    expect(consentNeededOnLoad('GTM-ABC1234')).toBe(true);
  });

  it('is not needed for a visitor who declined', () => {
    setConsent('denied');
    expect(consentNeededOnLoad('GTM-ABC1234')).toBe(false);
  });
});
