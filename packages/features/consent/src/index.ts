export {AnalyticsConsent, useAnalyticsConsent} from './AnalyticsConsent';
export type {AnalyticsConsentProps, AnalyticsConsentValue} from './AnalyticsConsent';
export {ConsentBanner} from './ConsentBanner';
export type {ConsentBannerProps} from './ConsentBanner';
export {ConsentBannerTemplates} from './ConsentBannerTemplates';
export {consentMessages, consentTextMessage} from './messages';
export {PrivacySettingsItem} from './PrivacySettingsItem';
export type {PrivacySettingsItemProps} from './PrivacySettingsItem';
export type {ConsentLinkComponent, ConsentLinkComponentProps, ConsentLinkOptions} from './types';
export {
  CONSENT_COOKIE,
  TAG_MANAGER_ORIGIN,
  analyticsCookieNames,
  applyConsent,
  consentBannerMode,
  consentCookie,
  consentFromCookie,
  expiredCookies,
  insertTagManager,
  isAnalyticsId,
  readConsent,
  readServerConsent,
  recordConsent,
  removeTagManager,
  shouldAskConsent,
  shouldLoadTagManager,
  storeConsent,
  subscribeConsent,
  tagManagerUrl,
} from './flow';
export type {ConsentBannerMode, ConsentBannerRequest, ConsentDecision, ConsentState} from './flow';
