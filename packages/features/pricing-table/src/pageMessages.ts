import {defineMessages} from '@nada/ui';

/** The texts of the pricing page (PricingPage, PricingGuestTable): its lead, notes and links. */
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
});
