import type {BillingPeriod, Currency, Plan} from '../plans/plans.ts';

/** The payment adapters Nada has: Midtrans Snap (IDR), Stripe Checkout (USD), and the offline sandbox. */
export type PaymentProvider = 'midtrans' | 'stripe' | 'sandbox';

/** What a checkout sells: one period of a paid plan, under Nada's order id. */
export interface CheckoutOrder {
  /** Nada's id of the checkout (the `subscriptions` row), the order id the provider sees. */
  orderId: string;
  plan: Plan;
  period: BillingPeriod;
  currency: Currency;
  /** The price in the currency's minor units. */
  amount: number;
  /** Who pays, for the provider's receipt. */
  customer: {email: string | null; name: string | null};
  /** The payer's language, for the provider's page. */
  locale: 'id' | 'en';
  /** Absolute URL the payer returns to once they paid. */
  returnUrl: string;
  /** Absolute URL the payer returns to when they give up. */
  cancelUrl: string;
}

/** Where to send the payer to pay. */
export interface CheckoutStart {
  /** The provider's payment page (absolute), or the sandbox's page on this server. */
  redirectUrl: string;
}

/**
 * A verified webhook, reduced to what changes a subscription. `eventId` is unique per delivery
 * the provider means as one event, so a replay carries the same one.
 */
export type PaymentEvent =
  /** The checkout `orderId` was paid: `amount` (minor units) in `currency`. */
  | {
      kind: 'paid';
      eventId: string;
      orderId: string;
      amount: number;
      currency: Currency;
      /** The provider's id of what recurs, when it does (a Stripe subscription). */
      providerSubscriptionId: string | null;
    }
  /** A recurring subscription was paid for another period, which ends at `periodEnd`. */
  | {kind: 'renewed'; eventId: string; providerSubscriptionId: string; periodEnd: string}
  /** The checkout `orderId` will not be paid (refused, expired, canceled at the provider). */
  | {kind: 'failed'; eventId: string; orderId: string}
  /** The provider ended a recurring subscription (at the end of a canceled period). */
  | {kind: 'ended'; eventId: string; providerSubscriptionId: string}
  /** Verified, but nothing Nada acts on (a pending bank transfer, an event type it does not use). */
  | {kind: 'ignored'; eventId: string};

/** A webhook request as it arrived: the body exactly as sent (signatures cover its bytes) and the headers. */
export interface WebhookRequest {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A way to take payments: start a checkout, trust its webhooks, stop what recurs. */
export interface PaymentAdapter {
  readonly provider: PaymentProvider;
  /** The currencies it takes. */
  readonly currencies: readonly Currency[];
  /** Creates the provider's checkout for `order`; rejects with PAYMENT_PROVIDER_FAILED. */
  createCheckout(order: CheckoutOrder): Promise<CheckoutStart>;
  /** Checks the webhook's signature and reads it; throws WEBHOOK_SIGNATURE_INVALID when it does not verify. */
  verifyWebhook(request: WebhookRequest, now: Date): PaymentEvent;
  /** Stops renewal of what recurs at the provider, keeping the paid period (nothing to do for one-off payments). */
  cancel(subscription: {providerSubscriptionId: string | null}): Promise<void>;
}

/** The `fetch` adapters call the providers with (tests pass a fake). */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** The first value of header `name` (lower case). */
export function headerValue(request: WebhookRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Parses a webhook body as a JSON object, or undefined when it is not one. */
export function parseJsonObject(rawBody: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(rawBody);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
