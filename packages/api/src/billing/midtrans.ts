import {createHash} from 'node:crypto';
import {apiError} from '../errors.ts';
import type {
  CheckoutOrder,
  CheckoutStart,
  Fetch,
  PaymentAdapter,
  PaymentEvent,
  WebhookRequest,
} from './adapter.ts';
import {parseJsonObject} from './adapter.ts';
import {hexEquals} from './signature.ts';

/** What the Midtrans adapter needs: the server key (Dashboard > Settings > Access keys) and which environment. */
export interface MidtransOptions {
  serverKey: string;
  /** The production environment (app.midtrans.com); else the sandbox (app.sandbox.midtrans.com). */
  production: boolean;
  fetch?: Fetch;
}

/** Midtrans' `signature_key` of a notification: SHA-512 of order_id + status_code + gross_amount + server key, in hex. */
export function midtransSignature(
  notification: {order_id: string; status_code: string; gross_amount: string},
  serverKey: string,
): string {
  return createHash('sha512')
    .update(
      `${notification.order_id}${notification.status_code}${notification.gross_amount}${serverKey}`,
      'utf8',
    )
    .digest('hex');
}

const PAID = new Set(['settlement', 'capture']);
const FAILED = new Set(['deny', 'cancel', 'expire', 'failure']);

/**
 * Midtrans Snap, for rupiah: a checkout is a Snap transaction (`POST /snap/v1/transactions`, the
 * payer goes to its `redirect_url`); its HTTP notification is trusted by its `signature_key`.
 * Snap charges once: nothing recurs at Midtrans, so a period ends unless the user pays again, and
 * cancel has nothing to stop there.
 */
export function midtransAdapter(options: MidtransOptions): PaymentAdapter {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.production ? 'https://app.midtrans.com' : 'https://app.sandbox.midtrans.com';
  return {
    provider: 'midtrans',
    currencies: ['IDR'],

    async createCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
      const body = {
        transaction_details: {order_id: order.orderId, gross_amount: order.amount},
        item_details: [
          {
            id: `${order.plan.id}-${order.period}`,
            price: order.amount,
            quantity: 1,
            // Midtrans keeps at most 50 characters of an item name.
            name: `Nada ${order.plan.name[order.locale]} (${order.period === 'monthly' ? (order.locale === 'id' ? 'bulanan' : 'monthly') : order.locale === 'id' ? 'tahunan' : 'yearly'})`.slice(
              0,
              50,
            ),
          },
        ],
        customer_details: {
          ...(order.customer.email ? {email: order.customer.email} : {}),
          ...(order.customer.name ? {first_name: order.customer.name.slice(0, 255)} : {}),
        },
        callbacks: {finish: order.returnUrl},
      };
      let response: Response;
      try {
        response = await fetchImpl(`${base}/snap/v1/transactions`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`,
          },
          body: JSON.stringify(body),
        });
      } catch (error) {
        throw apiError('PAYMENT_PROVIDER_FAILED', 'midtrans', error);
      }
      const answer = parseJsonObject(await response.text());
      const redirectUrl = answer?.['redirect_url'];
      if (!response.ok || typeof redirectUrl !== 'string') {
        throw apiError(
          'PAYMENT_PROVIDER_FAILED',
          'midtrans',
          new Error(
            `Snap answered ${response.status}: ${JSON.stringify(answer?.['error_messages'] ?? null)}`,
          ),
        );
      }
      return {redirectUrl};
    },

    verifyWebhook(request: WebhookRequest): PaymentEvent {
      const notification = parseJsonObject(request.rawBody);
      const field = (name: string) => {
        const value = notification?.[name];
        return typeof value === 'string' ? value : undefined;
      };
      const orderId = field('order_id');
      const statusCode = field('status_code');
      const grossAmount = field('gross_amount');
      const signature = field('signature_key');
      if (
        orderId === undefined ||
        statusCode === undefined ||
        grossAmount === undefined ||
        signature === undefined
      ) {
        throw apiError('WEBHOOK_SIGNATURE_INVALID');
      }
      const expected = midtransSignature(
        {order_id: orderId, status_code: statusCode, gross_amount: grossAmount},
        options.serverKey,
      );
      if (!hexEquals(signature.toLowerCase(), expected)) throw apiError('WEBHOOK_SIGNATURE_INVALID');
      const status = field('transaction_status') ?? '';
      // Midtrans has no event id: each notification is one transaction entering one status, and
      // a resent notification repeats both.
      const eventId = `${field('transaction_id') ?? orderId}:${status}`;
      // A card capture the fraud check challenged is not paid yet; a settlement or accepted capture is.
      const fraud = field('fraud_status');
      if (PAID.has(status) && (status === 'settlement' || fraud === undefined || fraud === 'accept')) {
        return {
          kind: 'paid',
          eventId,
          orderId,
          // Rupiah prices are whole rupiah; Midtrans writes them with two decimals ("49000.00").
          amount: Math.round(Number(grossAmount)),
          currency: 'IDR',
          providerSubscriptionId: null,
        };
      }
      if (FAILED.has(status)) return {kind: 'failed', eventId, orderId};
      return {kind: 'ignored', eventId};
    },

    async cancel(): Promise<void> {
      // One-off Snap payments: nothing to stop at Midtrans.
    },
  };
}
