import {defineErrors} from '../errorSpec.ts';

/** The errors of buying and canceling plans, and of the payment providers' webhooks. */
export const billingErrors = defineErrors({
  /** No payment adapter takes this currency here (none is configured by default). */
  PAYMENTS_NOT_CONFIGURED: (currency: string) => ({
    status: 503,
    message: `Payments in ${currency} are not set up on this server.`,
  }),
  /** Checkout of a plan that is not sold (the free plan). */
  PLAN_NOT_PURCHASABLE: (planId: string) => ({
    status: 400,
    message: `The ${planId} plan cannot be bought; cancel instead to return to it.`,
    fields: {planId: 'must be a paid plan'},
  }),
  /** Checkout of the plan and period the user already has, not canceled. */
  ALREADY_ON_PLAN: (planId: string) => ({status: 409, message: `You are already on the ${planId} plan.`}),
  /** Cancel without a paid subscription, or one already canceled. */
  NO_SUBSCRIPTION: {status: 409, message: 'You have no paid subscription to cancel.'},
  /** A checkout (order) the API did not make, or not this user's. */
  CHECKOUT_NOT_FOUND: {status: 404, message: 'Checkout not found.'},
  /** A webhook whose signature does not verify (forged, edited, too old or for another key). */
  WEBHOOK_SIGNATURE_INVALID: {status: 400, message: 'The webhook signature is not valid.'},
  /** The payment provider refused or did not answer a request. */
  PAYMENT_PROVIDER_FAILED: (provider: string, cause?: unknown) => ({
    status: 502,
    message: `The payment provider (${provider}) could not be reached. Try again in a moment.`,
    cause,
  }),
});
