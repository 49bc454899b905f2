import {randomBytes, randomUUID} from 'node:crypto';
import {apiError} from '../errors.ts';
import type {Currency} from '../plans/plans.ts';
import type {CheckoutOrder, CheckoutStart, PaymentAdapter, PaymentEvent, WebhookRequest} from './adapter.ts';
import {headerValue, parseJsonObject} from './adapter.ts';
import {timestampedSignature, verifyTimestampedSignature} from './signature.ts';

/** The header the sandbox signs its webhooks in, `t=<unix seconds>,v1=<hex>` as Stripe does. */
export const SANDBOX_SIGNATURE_HEADER = 'nada-sandbox-signature';

/** A webhook the sandbox sent: replaying it exactly is how tests check idempotency. */
export interface SandboxDelivery {
  body: string;
  headers: Record<string, string>;
}

/** A checkout waiting on the sandbox's page. */
export interface SandboxCheckout {
  order: CheckoutOrder;
  /** The webhook sent when it was paid or abandoned. */
  delivery: SandboxDelivery | undefined;
}

/** The sandbox adapter, with what its local page needs besides the adapter's methods. */
export interface SandboxAdapter extends PaymentAdapter {
  /** A checkout it started, by order id. */
  checkout(orderId: string): SandboxCheckout | undefined;
  /** Signs the webhook of the payer's choice on the sandbox page and remembers it for the checkout. */
  signOutcome(orderId: string, outcome: 'paid' | 'failed', now?: Date): SandboxDelivery | undefined;
}

/**
 * The offline checkout, for tests and local demos (`PAYMENTS=sandbox`, never in production): the
 * payer goes to a page of this API (`/api/billing/sandbox/<order>`) that pays or gives up, and the API
 * sends itself the signed webhook a provider would. Checkouts are kept in this process's memory.
 */
export function sandboxAdapter(
  options: {secret?: string | undefined; currencies?: readonly Currency[]} = {},
): SandboxAdapter {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const checkouts = new Map<string, SandboxCheckout>();

  return {
    provider: 'sandbox',
    currencies: options.currencies ?? ['IDR', 'USD'],

    async createCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
      checkouts.set(order.orderId, {order, delivery: undefined});
      const origin = new URL(order.returnUrl).origin;
      return {redirectUrl: `${origin}/api/billing/sandbox/${order.orderId}?lang=${order.locale}`};
    },

    checkout: (orderId) => checkouts.get(orderId),

    signOutcome(orderId, outcome, now = new Date()) {
      const checkout = checkouts.get(orderId);
      if (!checkout) return undefined;
      const body = JSON.stringify({
        id: `sbevt_${randomUUID()}`,
        type: outcome === 'paid' ? 'checkout.paid' : 'checkout.failed',
        orderId,
        amount: checkout.order.amount,
        currency: checkout.order.currency,
      });
      const timestamp = Math.floor(now.getTime() / 1000);
      const delivery = {
        body,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${timestampedSignature(secret, timestamp, body)}`,
        },
      };
      checkout.delivery = delivery;
      return delivery;
    },

    verifyWebhook(request: WebhookRequest, now: Date): PaymentEvent {
      const signed = verifyTimestampedSignature(
        headerValue(request, SANDBOX_SIGNATURE_HEADER),
        request.rawBody,
        secret,
        now,
      );
      const event = signed ? parseJsonObject(request.rawBody) : undefined;
      const eventId = event?.['id'];
      const orderId = event?.['orderId'];
      if (!event || typeof eventId !== 'string' || typeof orderId !== 'string')
        throw apiError('WEBHOOK_SIGNATURE_INVALID');
      if (event['type'] === 'checkout.failed') return {kind: 'failed', eventId, orderId};
      return {
        kind: 'paid',
        eventId,
        orderId,
        amount: Number(event['amount']),
        currency: event['currency'] === 'USD' ? 'USD' : 'IDR',
        providerSubscriptionId: null,
      };
    },

    async cancel(): Promise<void> {
      // Nothing recurs in the sandbox.
    },
  };
}
