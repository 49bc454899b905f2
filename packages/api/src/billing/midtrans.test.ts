import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {ApiError} from '../errors.ts';
import {PLANS} from '../plans/plans.ts';
import type {CheckoutOrder} from './adapter.ts';
import {midtransAdapter, midtransSignature} from './midtrans.ts';
import {MIDTRANS_TEST_KEY, midtransNotification} from './testing/webhooks.ts';

const SERVER_KEY = MIDTRANS_TEST_KEY;

const order: CheckoutOrder = {
  orderId: '5f0c6a9e-0000-4000-8000-000000000001',
  plan: PLANS.plus,
  period: 'monthly',
  currency: 'IDR',
  amount: 49_000,
  customer: {email: 'sari@example.com', name: 'Sari'},
  locale: 'id',
  returnUrl: 'https://nada.example/v3/pricing?checkout=paid',
  cancelUrl: 'https://nada.example/v3/pricing?checkout=canceled',
};

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? error.code : String(error);
  }
  return 'no error';
};

describe('midtransAdapter', () => {
  it('signs as Midtrans documents: SHA-512 of order_id + status_code + gross_amount + server key', () => {
    const expected = createHash('sha512')
      .update(`order-1` + `200` + `49000.00` + SERVER_KEY)
      .digest('hex');
    expect(
      midtransSignature({order_id: 'order-1', status_code: '200', gross_amount: '49000.00'}, SERVER_KEY),
    ).toBe(expected);
  });

  it('creates a Snap transaction with Basic auth and answers its redirect_url', async () => {
    const calls: {url: string; init: RequestInit}[] = [];
    const adapter = midtransAdapter({
      serverKey: SERVER_KEY,
      production: false,
      fetch: async (url, init) => {
        calls.push({url, init});
        return new Response(
          JSON.stringify({
            token: 't0k3n',
            redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/t0k3n',
          }),
          {
            status: 201,
          },
        );
      },
    });
    expect(await adapter.createCheckout(order)).toEqual({
      redirectUrl: 'https://app.sandbox.midtrans.com/snap/v4/redirection/t0k3n',
    });
    expect(calls[0]?.url).toBe('https://app.sandbox.midtrans.com/snap/v1/transactions');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    const body = JSON.parse(String(calls[0]?.init.body)) as {
      transaction_details: unknown;
      item_details: unknown[];
      callbacks: {finish: string};
    };
    expect(body.transaction_details).toEqual({order_id: order.orderId, gross_amount: 49_000});
    expect(body.item_details[0]).toMatchObject({price: 49_000, quantity: 1, name: 'Nada Plus (bulanan)'});
    expect(body.callbacks.finish).toBe(order.returnUrl);
  });

  it('uses the production host when asked, and turns a refusal into PAYMENT_PROVIDER_FAILED', async () => {
    const urls: string[] = [];
    const adapter = midtransAdapter({
      serverKey: SERVER_KEY,
      production: true,
      fetch: async (url) => {
        urls.push(url);
        return new Response(JSON.stringify({error_messages: ['Access denied']}), {status: 401});
      },
    });
    await expect(adapter.createCheckout(order)).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_FAILED',
      status: 502,
    });
    expect(urls).toEqual(['https://app.midtrans.com/snap/v1/transactions']);
  });

  it('reads signed notifications: settlement and accepted capture are paid, expire failed, pending ignored', () => {
    const adapter = midtransAdapter({serverKey: SERVER_KEY, production: false});
    const now = new Date();
    const verify = (rawBody: string) => adapter.verifyWebhook({rawBody, headers: {}}, now);
    expect(verify(midtransNotification({order_id: 'o1', transaction_status: 'settlement'}))).toEqual({
      kind: 'paid',
      eventId: 'tx-o1:settlement',
      orderId: 'o1',
      amount: 49_000,
      currency: 'IDR',
      providerSubscriptionId: null,
    });
    expect(
      verify(midtransNotification({order_id: 'o1', transaction_status: 'capture', fraud_status: 'accept'}))
        .kind,
    ).toBe('paid');
    expect(
      verify(midtransNotification({order_id: 'o1', transaction_status: 'capture', fraud_status: 'challenge'}))
        .kind,
    ).toBe('ignored');
    expect(
      verify(midtransNotification({order_id: 'o1', transaction_status: 'expire', status_code: '407'})).kind,
    ).toBe('failed');
    expect(verify(midtransNotification({order_id: 'o1', transaction_status: 'pending'})).kind).toBe(
      'ignored',
    );
  });

  it('refuses a notification signed with another key, edited after signing, or unsigned', () => {
    const adapter = midtransAdapter({serverKey: SERVER_KEY, production: false});
    const verify = (rawBody: string) => () => adapter.verifyWebhook({rawBody, headers: {}}, new Date());
    expect(
      codeOf(verify(midtransNotification({order_id: 'o1', transaction_status: 'settlement'}, 'another-key'))),
    ).toBe('WEBHOOK_SIGNATURE_INVALID');
    const edited = midtransNotification({order_id: 'o1', transaction_status: 'settlement'}).replace(
      '49000.00',
      '4900.00',
    );
    expect(codeOf(verify(edited))).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(codeOf(verify(JSON.stringify({order_id: 'o1', transaction_status: 'settlement'})))).toBe(
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expect(codeOf(verify('not json'))).toBe('WEBHOOK_SIGNATURE_INVALID');
  });
});
