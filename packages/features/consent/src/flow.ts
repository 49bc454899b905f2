// The consent without React, for the pages sent without it: their script must stay a few kilobytes,
// so it imports this entry and never the views of the package's index.
export {
  CONSENT_COOKIE,
  TAG_MANAGER_ORIGIN,
  analyticsCookieNames,
  consentCookie,
  consentFromCookie,
  expiredCookies,
  isAnalyticsId,
  shouldAskConsent,
  shouldLoadTagManager,
  tagManagerUrl,
} from './consent';
export type {ConsentDecision, ConsentState} from './consent';
export {applyConsent, consentBannerMode, recordConsent} from './consentFlow';
export type {ConsentBannerMode, ConsentBannerRequest} from './consentFlow';
export {readConsent, readServerConsent, storeConsent, subscribeConsent} from './consentStore';
export {insertTagManager, removeTagManager} from './tagManager';
