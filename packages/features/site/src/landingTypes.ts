import type {PlanCatalogue} from '@nada/pricing-table';
import type {LegalTag} from './LegalDocument';
import type {SiteLinkOptions} from './types';

/** The pages the landing links to, in the page's language. */
export interface LandingHrefs {
  minusOne: string;
  stems: string;
  videoLink: string;
  ai: string;
  tools: string;
  playground: string;
  pricing: string;
  pricingDetail: string;
  register: string;
  about: string;
}

/** The links, addresses and numbers the questions' answers use. */
export interface LandingFaqValues {
  historyLink: LegalTag;
  termsLink: LegalTag;
  pricingLink: LegalTag;
  profileLink: LegalTag;
  privacyMail: LegalTag;
  privacyEmail: string;
  /** Days after an account is deleted until every copy of its data is gone. */
  accountDeletionDays: number;
}

/** What every section of the landing takes. */
export interface LandingSectionProps extends SiteLinkOptions {
  hrefs: LandingHrefs;
  /** The plan catalogue (`GET /api/plans`), with the plans `free`, `plus` and `pro`. */
  catalog: PlanCatalogue;
}
