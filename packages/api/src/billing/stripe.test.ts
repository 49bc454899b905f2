import {describe, expect, it} from 'vitest';
import {ApiError} from '../errors.ts';
import {PLANS} from '../plans/plans.ts';
import type {CheckoutOrder} from './adapter.ts';
import {stripeAdapter} from './stripe.ts';
import {STRIPE_TEST_SECRET, sessionCompleted, stripeDelivery} from './testing/webhooks.ts';

const WEBHOOK_SECRET = STRIPE_TEST_SECRET;

const order: CheckoutOrder = {
  orderId: '5f0c6a9e-0000-4000-8000-000000000002',
  plan: PLANS.pro,
  period: 'yearly',
  currency: 'USD',
  amount: 9_990,
  customer: {email: 'sam@example.com', name: 'Sam'},
  locale: 'en',
  returnUrl: 'https://nada.example/en/v3/pricing?checkout=paid',
  cancelUrl: 'https://nada.example/en/v3/pricing?checkout=canceled',
};

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? error.code : String(error);
  }
  return 'no error';
};

describe('stripeAdapter', () => {
  it('creates a subscription Checkout Session with the price inline, keyed by the order', async () => {
    const calls: {url: string; init: RequestInit}[] = [];
    const adapter = stripeAdapter({
      secretKey: 'sk_test_fixture',
      webhookSecret: WEBHOOK_SECRET,
      fetch: async (url, init) => {
        calls.push({url, init});
        return new Response(
          JSON.stringify({id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1'}),
        );
      },
    });
    expect(await adapter.createCheckout(order)).toEqual({
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(calls[0]?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer sk_test_fixture');
    expect(headers['idempotency-key']).toBe(`checkout-${order.orderId}`);
    const form = new URLSearchParams(String(calls[0]?.init.body));
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('9990');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(form.get('client_reference_id')).toBe(order.orderId);
    expect(form.get('customer_email')).toBe('sam@example.com');
    expect(form.get('success_url')).toBe(order.returnUrl);
  });

  it('cancels at the period end, and reports a refusal as PAYMENT_PROVIDER_FAILED', async () => {
    const calls: {url: string; body: string}[] = [];
    let status = 200;
    const adapter = stripeAdapter({
      secretKey: 'sk_test_fixture',
      webhookSecret: WEBHOOK_SECRET,
      fetch: async (url, init) => {
        calls.push({url, body: String(init.body)});
        return new Response(
          JSON.stringify(status === 200 ? {id: 'sub_1'} : {error: {message: 'No such subscription'}}),
          {status},
        );
      },
    });
    await adapter.cancel({providerSubscriptionId: 'sub_1'});
    expect(calls).toEqual([
      {url: 'https://api.stripe.com/v1/subscriptions/sub_1', body: 'cancel_at_period_end=true'},
    ]);
    status = 404;
    await expect(adapter.cancel({providerSubscriptionId: 'sub_2'})).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_FAILED',
    });
  });

  it('reads signed events: a paid session, a renewal, an ended subscription, anything else ignored', () => {
    const adapter = stripeAdapter({secretKey: 'sk_test_fixture', webhookSecret: WEBHOOK_SECRET});
    const now = new Date();
    expect(adapter.verifyWebhook(stripeDelivery(sessionCompleted('order-1', 'evt_1')), now)).toEqual({
      kind: 'paid',
      eventId: 'evt_1',
      orderId: 'order-1',
      amount: 399,
      currency: 'USD',
      providerSubscriptionId: 'sub_order-1',
    });
    const renewal = stripeDelivery({
      id: 'evt_2',
      type: 'invoice.paid',
      data: {
        object: {
          billing_reason: 'subscription_cycle',
          subscription: 'sub_test_1',
          lines: {data: [{period: {start: 1_798_761_600, end: 1_801_440_000}}]},
        },
      },
    });
    expect(adapter.verifyWebhook(renewal, now)).toEqual({
      kind: 'renewed',
      eventId: 'evt_2',
      providerSubscriptionId: 'sub_test_1',
      periodEnd: new Date(1_801_440_000 * 1000).toISOString(),
    });
    const ended = stripeDelivery({
      id: 'evt_3',
      type: 'customer.subscription.deleted',
      data: {object: {id: 'sub_test_1'}},
    });
    expect(adapter.verifyWebhook(ended, now)).toEqual({
      kind: 'ended',
      eventId: 'evt_3',
      providerSubscriptionId: 'sub_test_1',
    });
    const other = stripeDelivery({id: 'evt_4', type: 'customer.created', data: {object: {}}});
    expect(adapter.verifyWebhook(other, now)).toEqual({kind: 'ignored', eventId: 'evt_4'});
  });

  it('refuses a wrong secret, an edited body, a missing header and a signature older than five minutes', () => {
    const adapter = stripeAdapter({secretKey: 'sk_test_fixture', webhookSecret: WEBHOOK_SECRET});
    const now = new Date();
    const verify = (delivery: {rawBody: string; headers: Record<string, string>}) => () =>
      adapter.verifyWebhook(delivery, now);
    expect(codeOf(verify(stripeDelivery(sessionCompleted('o'), now, 'whsec_other')))).toBe(
      'WEBHOOK_SIGNATURE_INVALID',
    );
    const delivery = stripeDelivery(sessionCompleted('o'), now);
    expect(codeOf(verify({...delivery, rawBody: delivery.rawBody.replace('399', '1')}))).toBe(
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expect(codeOf(verify({rawBody: delivery.rawBody, headers: {}}))).toBe('WEBHOOK_SIGNATURE_INVALID');
    const old = stripeDelivery(sessionCompleted('o'), new Date(now.getTime() - 301_000));
    expect(codeOf(verify(old))).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(codeOf(verify(stripeDelivery(sessionCompleted('o'), new Date(now.getTime() - 299_000))))).toBe(
      'no error',
    );
  });
});
