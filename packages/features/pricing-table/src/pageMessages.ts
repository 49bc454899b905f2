import {defineMessages} from '@nada/ui';

/** The texts of the pricing pages (PricingPage, PricingDetail): their leads, notes, links and the FAQ on minutes. */
export const pageMessages = defineMessages({
  lead: {
    id: 'pricingTable.page.lead',
    defaultMessage:
      'Every plan gives you processing minutes each month: one minute of audio uses one minute, and a job that fails costs nothing. Start free, and move up when you need more.',
    description: 'Lead paragraph under the pricing page heading',
  },
  paymentsNotSetUp: {
    id: 'pricingTable.page.paymentsNotSetUp',
    defaultMessage:
      'Payments are not set up on this server yet, so paid plans cannot be bought here for now. The Free plan works in full.',
    description: 'Note on the pricing page when the server has no payment provider configured',
  },
  startFree: {
    id: 'pricingTable.page.startFree',
    defaultMessage: 'Start for free',
    description: 'Button under the free plan: create an account',
  },
  paymentsSandbox: {
    id: 'pricingTable.page.paymentsSandbox',
    defaultMessage: 'Test mode: payments on this server go through Nada’s sandbox, and nothing is charged.',
    description: 'Note on the pricing page when only the offline sandbox payment adapter is configured',
  },
  signInToChoose: {
    id: 'pricingTable.page.signInToChoose',
    defaultMessage: 'Sign in to choose {plan}',
    description: 'Link under a paid plan for a visitor who is not signed in',
  },
  compareLink: {
    id: 'pricingTable.page.compareLink',
    defaultMessage: 'Compare every plan in detail, and read how minutes work',
    description: 'Link from the pricing page to the detailed comparison and FAQ',
  },
  detailLead: {
    id: 'pricingTable.page.detailLead',
    defaultMessage: 'Every limit of every plan side by side, and answers about processing minutes.',
    description: 'Lead paragraph of the detailed pricing page',
  },
  faqTitle: {
    id: 'pricingTable.page.faqTitle',
    defaultMessage: 'Questions about minutes',
    description: 'Heading of the FAQ on the detailed pricing page',
  },
  faqCountedQ: {
    id: 'pricingTable.page.faqCountedQ',
    defaultMessage: 'How are minutes counted?',
    description: 'FAQ question',
  },
  faqCountedA: {
    id: 'pricingTable.page.faqCountedA',
    defaultMessage:
      'By the length of the audio you process: a 4-minute song uses 4 minutes, whatever you make of it (minus one, 2 or 4 stems, another key or tempo). The length is the one Nada decodes, rounded up to the second.',
    description: 'FAQ answer: how processing minutes are counted',
  },
  faqFailedQ: {
    id: 'pricingTable.page.faqFailedQ',
    defaultMessage: 'What if a job fails?',
    description: 'FAQ question',
  },
  faqFailedA: {
    id: 'pricingTable.page.faqFailedA',
    defaultMessage:
      'It costs nothing. Minutes are held while a job runs and only used when it succeeds; a job that fails or that you cancel gives them back at once.',
    description: 'FAQ answer: refunds of minutes on failure',
  },
  faqRolloverQ: {
    id: 'pricingTable.page.faqRolloverQ',
    defaultMessage: 'Do unused minutes carry over?',
    description: 'FAQ question',
  },
  faqRolloverA: {
    id: 'pricingTable.page.faqRolloverA',
    defaultMessage:
      'No. Every plan gives its minutes afresh on the first day of each month (UTC), and what is left at the end of a month does not roll over.',
    description: 'FAQ answer: rollover of unused minutes',
  },
  faqUpgradeQ: {
    id: 'pricingTable.page.faqUpgradeQ',
    defaultMessage: 'What happens when I upgrade or cancel?',
    description: 'FAQ question',
  },
  faqUpgradeA: {
    id: 'pricingTable.page.faqUpgradeA',
    defaultMessage:
      'An upgrade takes effect as soon as it is paid, and this month’s minutes rise to the new plan’s. When you cancel, you keep your plan and its minutes until the end of the period you paid for, then you are back on Free.',
    description: 'FAQ answer: upgrades and cancellation',
  },
});
