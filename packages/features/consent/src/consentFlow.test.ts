import {describe, expect, it} from 'vitest';
import {consentBannerMode} from './consentFlow';

const id = 'GTM-TEST123';
const plain = {reopened: false, withdrawn: false};

describe('consentBannerMode', () => {
  it('shows nothing without an analytics id, or before the decision is read in the browser', () => {
    expect(consentBannerMode(null, 'undecided', plain)).toBeUndefined();
    expect(consentBannerMode(id, 'unknown', {reopened: true, withdrawn: false})).toBeUndefined();
  });

  it('asks a visitor who has not answered, and no one who has', () => {
    expect(consentBannerMode(id, 'undecided', plain)).toBe('ask');
    expect(consentBannerMode(id, 'granted', plain)).toBeUndefined();
    expect(consentBannerMode(id, 'denied', plain)).toBeUndefined();
  });

  it('reopened, it asks again with the current answer', () => {
    const reopened = {reopened: true, withdrawn: false};
    expect(consentBannerMode(id, 'granted', reopened)).toBe('review-granted');
    expect(consentBannerMode(id, 'denied', reopened)).toBe('review-denied');
    expect(consentBannerMode(id, 'undecided', reopened)).toBe('ask');
  });

  it('says a withdrawal is complete after a reload', () => {
    expect(consentBannerMode(id, 'denied', {reopened: true, withdrawn: true})).toBe('withdrawn');
  });
});
