import type {TypedMessage} from '@nada/ui';
import type {MessageTag} from 'react-intl';
import type {PlanCatalog} from './planCatalog';

/** Who runs nada.app and how to reach them; every page and legal text reads the addresses here. */
export const OPERATOR = {
  /** The service's name. */
  name: 'Nada',
  /** The public site the policies cover. */
  website: 'nada.app',
  /** Data protection requests and questions (the data protection officer's address). */
  privacyEmail: 'privacy@nada.app',
  /** Help with accounts, payments and everything else. */
  supportEmail: 'support@nada.app',
} as const;

/** The day the current privacy policy and terms took effect (ISO date). */
export const LEGAL_EFFECTIVE_DATE = '2026-11-22';

/** How long what is not in the plan catalogue is kept; the privacy policy quotes these numbers. */
export const RETENTION = {
  /** Days after an account is deleted until every copy of its data is gone. */
  accountDeletionDays: 30,
  /** Days server and security logs (IP address, request, time) are kept. */
  logDays: 30,
  /** Days until a deleted file has left the rotating backups too. */
  backupDays: 30,
  /** Years invoices and payment records are kept, as Indonesian tax law requires. */
  paymentRecordYears: 10,
  /** Months a closed support ticket is kept. */
  supportTicketMonths: 24,
  /** Days the language and colour-mode cookies last. */
  preferenceCookieDays: 365,
} as const;

/** The shortest and the longest time a plan of the catalogue keeps uploads and results. */
export function fileRetentionRange(catalog: PlanCatalog): {shortestDays: number; longestDays: number} {
  const days = catalog.items.map((plan) => plan.retentionDays);
  return {shortestDays: Math.min(...days), longestDays: Math.max(...days)};
}

/** Every value a legal text may use; the legal document supplies them all. */
export type LegalValues = {
  /** `<b>…</b>`: a bold lead-in. */
  b: MessageTag;
  /** `<privacyMail>{privacyEmail}</privacyMail>`: a mailto link to the privacy address. */
  privacyMail: MessageTag;
  /** `<supportMail>{supportEmail}</supportMail>`: a mailto link to the support address. */
  supportMail: MessageTag;
  privacyEmail: string;
  supportEmail: string;
  website: string;
  /** Links to other pages of Nada, by their route. */
  privacyLink: MessageTag;
  termsLink: MessageTag;
  supportLink: MessageTag;
  pricingLink: MessageTag;
  profileLink: MessageTag;
  historyLink: MessageTag;
  shortestDays: number;
  longestDays: number;
  accountDeletionDays: number;
  logDays: number;
  backupDays: number;
  paymentRecordYears: number;
  supportTicketMonths: number;
  preferenceCookieDays: number;
};

/** A message of a legal text: it may use any of the {@link LegalValues}. */
export type LegalText = TypedMessage<LegalValues>;

/** One line per plan, saying how long it keeps files. */
export type PlanRetentionText = TypedMessage<{plan: string; days: number}>;

/** A piece of a legal section: a paragraph, a bulleted list, or the per-plan retention list. */
export type LegalBlock =
  | {kind: 'paragraph'; text: LegalText}
  | {kind: 'list'; items: readonly LegalText[]}
  | {kind: 'planRetention'; item: PlanRetentionText};

/** A numbered section of a legal document, linkable by its id. */
export interface LegalSection {
  /** Anchor of the section (`#data-we-collect`); stable, since people link to it. */
  id: string;
  heading: TypedMessage;
  blocks: readonly LegalBlock[];
}

/** A whole legal document: a summary under the title and its sections. */
export interface LegalDocumentContent {
  intro: LegalText;
  sections: readonly LegalSection[];
}

/** A paragraph block. */
export const paragraph = (text: LegalText): LegalBlock => ({kind: 'paragraph', text});

/** A bulleted list block. */
export const list = (...items: LegalText[]): LegalBlock => ({kind: 'list', items});
