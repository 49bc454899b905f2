import {defineMessages} from '@nada/ui';

/**
 * The texts of the API error codes of plans and payments, by code: the app's one map of codes
 * (apiErrorMessages) takes them, and the account view shows them through its `describeError`.
 */
export const pricingErrorMessages = defineMessages({
  PAYMENTS_NOT_CONFIGURED: {
    id: 'pricingTable.apiError.PAYMENTS_NOT_CONFIGURED',
    defaultMessage: 'Payments are not set up on this Nada yet, so plans cannot be bought here.',
    description: 'Checkout refused: no payment provider is configured for this currency',
  },
  PLAN_NOT_PURCHASABLE: {
    id: 'pricingTable.apiError.PLAN_NOT_PURCHASABLE',
    defaultMessage: 'The free plan cannot be bought. To go back to it, cancel your subscription.',
    description: 'Checkout refused: the free plan was chosen',
  },
  ALREADY_ON_PLAN: {
    id: 'pricingTable.apiError.ALREADY_ON_PLAN',
    defaultMessage: 'You are already on this plan.',
    description: 'Checkout refused: the user already pays for this plan and period',
  },
  NO_SUBSCRIPTION: {
    id: 'pricingTable.apiError.NO_SUBSCRIPTION',
    defaultMessage: 'You have no paid subscription to cancel.',
    description: 'Cancel refused: the user is on the free plan or has already canceled',
  },
  CHECKOUT_NOT_FOUND: {
    id: 'pricingTable.apiError.CHECKOUT_NOT_FOUND',
    defaultMessage: 'This payment could not be found. Start again from the pricing page.',
    description: 'A checkout (payment order) that does not exist or was already finished',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    id: 'pricingTable.apiError.WEBHOOK_SIGNATURE_INVALID',
    defaultMessage: 'The payment notice could not be verified.',
    description: 'A payment provider notification with a wrong signature (not normally seen by users)',
  },
  PAYMENT_PROVIDER_FAILED: {
    id: 'pricingTable.apiError.PAYMENT_PROVIDER_FAILED',
    defaultMessage: 'The payment service could not be reached. Try again in a moment.',
    description: 'Checkout or cancel failed: the payment provider refused or did not answer',
  },
});
