import {midtransSignature} from '../midtrans.ts';
import {timestampedSignature} from '../signature.ts';

/** The Midtrans server key the fixtures sign with. */
export const MIDTRANS_TEST_KEY = 'SB-Mid-server-fixture-key';

/** The Stripe webhook secret the fixtures sign with. */
export const STRIPE_TEST_SECRET = 'whsec_fixturesecret';

/** A notification body as Midtrans sends it, signed with `key`. */
export function midtransNotification(
  fields: {
    order_id: string;
    transaction_status: string;
    gross_amount?: string;
    status_code?: string;
    fraud_status?: string;
  },
  key = MIDTRANS_TEST_KEY,
): string {
  const notification = {
    transaction_time: '2026-11-26 12:00:00',
    transaction_id: `tx-${fields.order_id}`,
    status_message: 'midtrans payment notification',
    payment_type: 'bank_transfer',
    currency: 'IDR',
    status_code: fields.status_code ?? (fields.transaction_status === 'pending' ? '201' : '200'),
    gross_amount: fields.gross_amount ?? '49000.00',
    order_id: fields.order_id,
    transaction_status: fields.transaction_status,
    ...(fields.fraud_status ? {fraud_status: fields.fraud_status} : {}),
  };
  return JSON.stringify({...notification, signature_key: midtransSignature(notification, key)});
}

/** An event as Stripe sends it: the body and its `Stripe-Signature` header, signed at `at` with `secret`. */
export function stripeDelivery(event: object, at = new Date(), secret = STRIPE_TEST_SECRET) {
  const body = JSON.stringify({object: 'event', api_version: '2025-10-29.clover', ...event});
  const t = Math.floor(at.getTime() / 1000);
  return {rawBody: body, headers: {'stripe-signature': `t=${t},v1=${timestampedSignature(secret, t, body)}`}};
}

/** A `checkout.session.completed` event of a paid session for `orderId`. */
export function sessionCompleted(orderId: string, eventId = `evt_${orderId.slice(0, 8)}`, amount = 399) {
  return {
    id: eventId,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        client_reference_id: orderId,
        metadata: {order_id: orderId},
        payment_status: 'paid',
        amount_total: amount,
        currency: 'usd',
        subscription: `sub_${orderId.slice(0, 8)}`,
      },
    },
  };
}
