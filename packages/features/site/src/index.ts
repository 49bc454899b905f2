export {AppPageFrame} from './AppPageFrame';
export type {AppPageFrameProps} from './AppPageFrame';
export {About} from './About';
export type {AboutHrefs, AboutProps} from './About';
export {ErrorView} from './ErrorView';
export type {ErrorViewProps} from './ErrorView';
export {Landing} from './Landing';
export type {LandingProps} from './Landing';
export {LandingCta, LandingHero} from './LandingHero';
export {LandingFaq, LandingFeatures, LandingPricing, LandingSteps} from './LandingSections';
export type {LandingFaqProps, LandingPricingProps} from './LandingSections';
export type {LandingFaqValues, LandingHrefs, LandingSectionProps} from './landingTypes';
export {AfterHydration, useHydratedMarker} from './hydration';
export {LanguageSwitch} from './LanguageSwitch';
export type {LanguageSwitchProps} from './LanguageSwitch';
export {LegalDocument} from './LegalDocument';
export type {
  LegalBlock,
  LegalContact,
  LegalDocumentContent,
  LegalDocumentProps,
  LegalPlanRetention,
  LegalSection,
  LegalTag,
  LegalValues,
} from './LegalDocument';
export {Logo} from './Logo';
export {SiteBrand} from './SiteBrand';
export type {SiteBrandProps} from './SiteBrand';
export {SiteFooter} from './SiteFooter';
export type {SiteFooterLinks, SiteFooterProps} from './SiteFooter';
export {SiteHeader} from './SiteHeader';
export type {SiteHeaderAccount, SiteHeaderHrefs, SiteHeaderProps} from './SiteHeader';
export {SiteBlankLayout, SiteLayout} from './SiteLayout';
export type {SiteBlankLayoutProps, SiteLayoutProps} from './SiteLayout';
export type {SiteLink, SiteLinkComponent, SiteLinkComponentProps, SiteLinkOptions, SiteLocale} from './types';
