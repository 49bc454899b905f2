import {apiError} from '../errors.ts';
import type {
  CheckoutOrder,
  CheckoutStart,
  Fetch,
  PaymentAdapter,
  PaymentEvent,
  WebhookRequest,
} from './adapter.ts';
import {headerValue, parseJsonObject} from './adapter.ts';
import {verifyTimestampedSignature} from './signature.ts';

/** What the Stripe adapter needs: a secret key and the webhook endpoint's signing secret. */
export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  fetch?: Fetch;
}

const API = 'https://api.stripe.com/v1';

type Json = Record<string, unknown>;
const objectAt = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
const stringAt = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Stripe Checkout, for US dollars: a checkout is a Checkout Session in subscription mode
 * (`POST /v1/checkout/sessions`, the price given inline), its webhooks are trusted by the
 * `Stripe-Signature` header (HMAC-SHA256 of `t.payload` with the endpoint's secret, five minutes'
 * tolerance), and cancel sets the subscription to end with its paid period.
 */
export function stripeAdapter(options: StripeOptions): PaymentAdapter {
  const fetchImpl = options.fetch ?? fetch;

  async function call(path: string, form: URLSearchParams, idempotencyKey?: string): Promise<Json> {
    let response: Response;
    try {
      response = await fetchImpl(`${API}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...(idempotencyKey ? {'idempotency-key': idempotencyKey} : {}),
        },
        body: form.toString(),
      });
    } catch (error) {
      throw apiError('PAYMENT_PROVIDER_FAILED', 'stripe', error);
    }
    const answer = parseJsonObject(await response.text());
    if (!response.ok || !answer) {
      const message = stringAt(objectAt(answer?.['error'])?.['message']) ?? 'no answer';
      throw apiError(
        'PAYMENT_PROVIDER_FAILED',
        'stripe',
        new Error(`Stripe answered ${response.status}: ${message}`),
      );
    }
    return answer;
  }

  return {
    provider: 'stripe',
    currencies: ['USD'],

    async createCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
      const form = new URLSearchParams({
        mode: 'subscription',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': order.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(order.amount),
        'line_items[0][price_data][recurring][interval]': order.period === 'monthly' ? 'month' : 'year',
        'line_items[0][price_data][product_data][name]': `Nada ${order.plan.name.en}`,
        success_url: order.returnUrl,
        cancel_url: order.cancelUrl,
        client_reference_id: order.orderId,
        'metadata[order_id]': order.orderId,
        'subscription_data[metadata][order_id]': order.orderId,
        locale: order.locale,
      });
      if (order.customer.email) form.set('customer_email', order.customer.email);
      // The order id as idempotency key: a retried request never opens a second session.
      const session = await call('/checkout/sessions', form, `checkout-${order.orderId}`);
      const url = stringAt(session['url']);
      if (!url)
        throw apiError('PAYMENT_PROVIDER_FAILED', 'stripe', new Error('The Checkout Session has no url'));
      return {redirectUrl: url};
    },

    verifyWebhook(request: WebhookRequest, now: Date): PaymentEvent {
      const signed = verifyTimestampedSignature(
        headerValue(request, 'stripe-signature'),
        request.rawBody,
        options.webhookSecret,
        now,
      );
      const event = signed ? parseJsonObject(request.rawBody) : undefined;
      const eventId = stringAt(event?.['id']);
      if (!event || !eventId) throw apiError('WEBHOOK_SIGNATURE_INVALID');
      const object = objectAt(objectAt(event['data'])?.['object']) ?? {};
      const orderId =
        stringAt(object['client_reference_id']) ?? stringAt(objectAt(object['metadata'])?.['order_id']);
      switch (event['type']) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          if (!orderId || object['payment_status'] !== 'paid') return {kind: 'ignored', eventId};
          return {
            kind: 'paid',
            eventId,
            orderId,
            amount: Number(object['amount_total'] ?? 0),
            currency: String(object['currency'] ?? '').toUpperCase() === 'USD' ? 'USD' : 'IDR',
            providerSubscriptionId: stringAt(object['subscription']) ?? null,
          };
        }
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed':
          return orderId ? {kind: 'failed', eventId, orderId} : {kind: 'ignored', eventId};
        case 'invoice.paid': {
          // The first invoice is the checkout's own (billing_reason subscription_create).
          if (object['billing_reason'] !== 'subscription_cycle') return {kind: 'ignored', eventId};
          const subscription =
            stringAt(object['subscription']) ??
            stringAt(objectAt(objectAt(object['parent'])?.['subscription_details'])?.['subscription']);
          const line = objectAt((objectAt(object['lines'])?.['data'] as unknown[] | undefined)?.[0]);
          const periodEnd = Number(objectAt(line?.['period'])?.['end']);
          if (!subscription || !Number.isFinite(periodEnd)) return {kind: 'ignored', eventId};
          return {
            kind: 'renewed',
            eventId,
            providerSubscriptionId: subscription,
            periodEnd: new Date(periodEnd * 1000).toISOString(),
          };
        }
        case 'customer.subscription.deleted': {
          const subscription = stringAt(object['id']);
          return subscription
            ? {kind: 'ended', eventId, providerSubscriptionId: subscription}
            : {kind: 'ignored', eventId};
        }
        default:
          return {kind: 'ignored', eventId};
      }
    },

    async cancel(subscription): Promise<void> {
      if (!subscription.providerSubscriptionId) return;
      await call(
        `/subscriptions/${encodeURIComponent(subscription.providerSubscriptionId)}`,
        new URLSearchParams({cancel_at_period_end: 'true'}),
      );
    },
  };
}
