import {defineMessages} from '@nada/ui';

/** The texts of the detailed pricing page (PricingDetail): its lead and the FAQ on minutes. */
export const detailMessages = defineMessages({
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
