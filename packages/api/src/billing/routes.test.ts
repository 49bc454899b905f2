import {randomUUID} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {CreditBalance} from '../credits/present.ts';
import {newUser} from '../jobs/testing/jobTestKit.ts';
import type {TestUser} from '../jobs/testing/jobTestKit.ts';
import {PLANS, planOf} from '../plans/plans.ts';
import type {Api} from '../server.ts';
import {dialect, testApi} from '../testing/testApi.ts';
import type {SubscriptionView} from './schema.ts';
import {SANDBOX_SIGNATURE_HEADER} from './sandbox.ts';
import {timestampedSignature} from './signature.ts';
import {insertCheckout} from './store.ts';
import {
  MIDTRANS_TEST_KEY,
  STRIPE_TEST_SECRET,
  midtransNotification,
  sessionCompleted,
  stripeDelivery,
} from './testing/webhooks.ts';

const SANDBOX_SECRET = 'a-sandbox-secret-for-the-route-tests-0123';

let none: Api;
let sandbox: Api;
let providers: Api;
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  for (const env of [
    {},
    {PAYMENTS: 'sandbox', PAYMENTS_SANDBOX_SECRET: SANDBOX_SECRET},
    {
      MIDTRANS_SERVER_KEY: MIDTRANS_TEST_KEY,
      STRIPE_SECRET_KEY: 'sk_test_fixture',
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_SECRET,
    },
  ]) {
    const {api, close} = await testApi(env);
    closers.push(close);
    if (!none) none = api;
    else if (!sandbox) sandbox = api;
    else providers = api;
  }
});
afterAll(async () => {
  for (const close of closers) await close();
});

async function subscription(api: Api, user: TestUser): Promise<SubscriptionView> {
  const response = await api.inject({url: '/api/billing/subscription', headers: user.headers});
  expect(response.statusCode).toBe(200);
  return response.json() as SubscriptionView;
}

async function credits(api: Api, user: TestUser): Promise<CreditBalance> {
  const response = await api.inject({url: '/api/credits', headers: user.headers});
  expect(response.statusCode).toBe(200);
  return response.json() as CreditBalance;
}

async function grants(api: Api, user: TestUser): Promise<number[]> {
  const rows = await api.nada.db.kysely
    .selectFrom('credit_ledger')
    .select('seconds')
    .where('user_id', '=', user.id)
    .where('entry', '=', 'grant')
    .execute();
  return rows.map((row) => row.seconds);
}

function checkout(api: Api, user: TestUser, body: Record<string, unknown>) {
  return api.inject({method: 'POST', url: '/api/billing/checkout', headers: user.headers, payload: body});
}

/** Goes through the sandbox: checkout, its page, Pay; answers the checkout id. */
async function payInSandbox(user: TestUser, planId: string, period = 'monthly'): Promise<string> {
  const started = await checkout(sandbox, user, {planId, period, currency: 'IDR', returnPath: '/v3/pricing'});
  expect(started.statusCode).toBe(200);
  const {checkoutId, redirectUrl, provider} = started.json() as {
    checkoutId: string;
    redirectUrl: string;
    provider: string;
  };
  expect(provider).toBe('sandbox');
  const page = await sandbox.inject({url: new URL(redirectUrl).pathname + new URL(redirectUrl).search});
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const paid = await sandbox.inject({
    method: 'POST',
    url: new URL(redirectUrl).pathname,
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    payload: 'outcome=paid',
  });
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toMatch(/\/v3\/pricing\?checkout=paid$/);
  return checkoutId;
}

describe(`billing (${dialect})`, () => {
  it('answers 401 to anonymous callers of the subscription, checkout and cancel', async () => {
    for (const [method, url] of [
      ['GET', '/api/billing/subscription'],
      ['POST', '/api/billing/checkout'],
      ['POST', '/api/billing/cancel'],
    ] as const) {
      const response = await sandbox.inject({method, url});
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('has no payment provider by default: checkout answers 503 PAYMENTS_NOT_CONFIGURED', async () => {
    expect((await none.inject({url: '/api/billing/providers'})).json()).toEqual({IDR: null, USD: null});
    expect((await sandbox.inject({url: '/api/billing/providers'})).json()).toEqual({
      IDR: 'sandbox',
      USD: 'sandbox',
    });
    expect((await providers.inject({url: '/api/billing/providers'})).json()).toEqual({
      IDR: 'midtrans',
      USD: 'stripe',
    });
    const user = await newUser(none);
    const response = await checkout(none, user, {planId: 'plus', period: 'monthly', currency: 'IDR'});
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('PAYMENTS_NOT_CONFIGURED');
    // The sandbox's page is not served without PAYMENTS=sandbox.
    expect((await none.inject({url: `/api/billing/sandbox/${randomUUID()}`})).statusCode).toBe(404);
  });

  it('refuses the free plan, an unknown plan or currency and a return path off the site', async () => {
    const user = await newUser(sandbox);
    const free = await checkout(sandbox, user, {planId: 'free', period: 'monthly', currency: 'IDR'});
    expect(free.statusCode).toBe(400);
    expect(free.json().error.code).toBe('PLAN_NOT_PURCHASABLE');
    for (const body of [
      {planId: 'gold', period: 'monthly', currency: 'IDR'},
      {planId: 'plus', period: 'weekly', currency: 'IDR'},
      {planId: 'plus', period: 'monthly', currency: 'EUR'},
      {planId: 'plus', period: 'monthly', currency: 'IDR', returnPath: '//evil.example/x'},
      {planId: 'plus', period: 'monthly', currency: 'IDR', returnPath: 'https://evil.example'},
    ]) {
      const response = await checkout(sandbox, user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(
      (await sandbox.inject({method: 'POST', url: '/api/billing/cancel', headers: user.headers})).json().error
        .code,
    ).toBe('NO_SUBSCRIPTION');
  });

  it('upgrades through the sandbox: the plan changes and the credits rise, once; a replay changes nothing', async () => {
    const user = await newUser(sandbox);
    expect(await subscription(sandbox, user)).toMatchObject({planId: 'free', status: 'free'});
    expect((await credits(sandbox, user)).availableSeconds).toBe(PLANS.free.monthlyProcessingSeconds);
    const checkoutId = await payInSandbox(user, 'plus');
    const after = await subscription(sandbox, user);
    expect(after).toMatchObject({planId: 'plus', status: 'active', period: 'monthly', provider: 'sandbox'});
    expect(Date.parse(after.currentPeriodEnd ?? '')).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const balance = await credits(sandbox, user);
    expect(balance).toMatchObject({plan: 'plus', availableSeconds: PLANS.plus.monthlyProcessingSeconds});
    expect(await grants(sandbox, user)).toEqual([PLANS.plus.monthlyProcessingSeconds]);

    const delivery = await sandbox.inject({url: `/api/billing/sandbox/${checkoutId}/webhook`});
    expect(delivery.statusCode).toBe(200);
    const {body, headers} = delivery.json() as {body: string; headers: Record<string, string>};
    const replay = await sandbox.inject({
      method: 'POST',
      url: '/api/billing/webhooks/sandbox',
      headers,
      payload: body,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({received: true, duplicate: true});
    expect(await credits(sandbox, user)).toEqual(balance);
    expect(await grants(sandbox, user)).toEqual([PLANS.plus.monthlyProcessingSeconds]);
    expect(await subscription(sandbox, user)).toEqual(after);
    // The page of a checkout already paid is gone.
    expect((await sandbox.inject({url: `/api/billing/sandbox/${checkoutId}`})).statusCode).toBe(404);
  });

  it("opens the payment page in the language of the page the checkout starts from, not the account's", async () => {
    const user = await newUser(sandbox);
    const langOf = async (returnPath: string) => {
      const started = await checkout(sandbox, user, {
        planId: 'pro',
        period: 'monthly',
        currency: 'USD',
        returnPath,
      });
      expect(started.statusCode).toBe(200);
      const page = await sandbox.inject({
        url: new URL((started.json() as {redirectUrl: string}).redirectUrl).pathname,
      });
      expect(page.statusCode).toBe(200);
      return /<html lang="(\w+)">/.exec(page.body)?.[1];
    };
    expect(await langOf('/en/v3/pricing')).toBe('en');
    expect(await langOf('/en')).toBe('en');
    expect(await langOf('/v3/pricing')).toBe('id');
    expect(await langOf('/entertainment')).toBe('id');
  });

  it('refuses a sandbox webhook with a bad signature or for an unknown order', async () => {
    const user = await newUser(sandbox);
    const started = await checkout(sandbox, user, {planId: 'pro', period: 'yearly', currency: 'USD'});
    const {checkoutId} = started.json() as {checkoutId: string};
    const badOutcome = await sandbox.inject({
      method: 'POST',
      url: `/api/billing/sandbox/${checkoutId}`,
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      payload: 'outcome=free',
    });
    expect(badOutcome.statusCode).toBe(400);
    expect(badOutcome.json().error.code).toBe('VALIDATION_FAILED');
    const unknownPage = await sandbox.inject({url: `/api/billing/sandbox/${randomUUID()}`});
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.json().error.code).toBe('CHECKOUT_NOT_FOUND');
    await sandbox.inject({
      method: 'POST',
      url: `/api/billing/sandbox/${checkoutId}`,
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      payload: 'outcome=failed',
    });
    const {body, headers} = (
      await sandbox.inject({url: `/api/billing/sandbox/${checkoutId}/webhook`})
    ).json() as {
      body: string;
      headers: Record<string, string>;
    };
    const forged = await sandbox.inject({
      method: 'POST',
      url: '/api/billing/webhooks/sandbox',
      headers,
      payload: body.replace('checkout.failed', 'checkout.paid'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await subscription(sandbox, user)).toMatchObject({planId: 'free'});
    const unsigned = await sandbox.inject({
      method: 'POST',
      url: '/api/billing/webhooks/sandbox',
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    // Signed with the sandbox's key, for an order it never made.
    const stranger = JSON.stringify({
      id: `sbevt_${randomUUID()}`,
      type: 'checkout.paid',
      orderId: randomUUID(),
      amount: 1,
      currency: 'IDR',
    });
    const t = Math.floor(Date.now() / 1000);
    const unknown = await sandbox.inject({
      method: 'POST',
      url: '/api/billing/webhooks/sandbox',
      headers: {[SANDBOX_SIGNATURE_HEADER]: `t=${t},v1=${timestampedSignature(SANDBOX_SECRET, t, stranger)}`},
      payload: stranger,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('CHECKOUT_NOT_FOUND');
  });

  it('is already on a plan it paid for; upgrades replace it; cancel keeps it to the period end', async () => {
    const user = await newUser(sandbox);
    await payInSandbox(user, 'plus');
    const again = await checkout(sandbox, user, {planId: 'plus', period: 'monthly', currency: 'IDR'});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_ON_PLAN');

    await payInSandbox(user, 'pro');
    expect(await subscription(sandbox, user)).toMatchObject({planId: 'pro', status: 'active'});
    expect((await credits(sandbox, user)).availableSeconds).toBe(PLANS.pro.monthlyProcessingSeconds);
    const statuses = await sandbox.nada.db.kysely
      .selectFrom('subscriptions')
      .select(['plan_id', 'status'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    expect(statuses).toEqual([
      {plan_id: 'plus', status: 'replaced'},
      {plan_id: 'pro', status: 'active'},
    ]);

    const canceled = await sandbox.inject({
      method: 'POST',
      url: '/api/billing/cancel',
      headers: user.headers,
    });
    expect(canceled.statusCode).toBe(200);
    const view = canceled.json() as SubscriptionView;
    expect(view).toMatchObject({planId: 'pro', status: 'canceling'});
    expect(await subscription(sandbox, user)).toEqual(view);
    const twice = await sandbox.inject({method: 'POST', url: '/api/billing/cancel', headers: user.headers});
    expect(twice.json().error.code).toBe('NO_SUBSCRIPTION');
    // After the period's end the user is on free again.
    const row = await sandbox.nada.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(planOf(row).id).toBe('pro');
    expect(planOf(row, new Date(Date.parse(view.currentPeriodEnd ?? '') + 1)).id).toBe('free');
  });

  it('applies a signed Midtrans notification once; refuses a bad signature and an unknown order', async () => {
    const user = await newUser(providers);
    const order = await insertCheckout(providers.nada.db.kysely, {
      userId: user.id,
      planId: 'plus',
      period: 'monthly',
      provider: 'midtrans',
      currency: 'IDR',
      amount: PLANS.plus.prices.monthly.IDR,
    });
    const post = (payload: string) =>
      providers.inject({
        method: 'POST',
        url: '/api/billing/webhooks/midtrans',
        headers: {'content-type': 'application/json'},
        payload,
      });
    const pending = await post(midtransNotification({order_id: order.id, transaction_status: 'pending'}));
    expect(pending.json()).toEqual({received: true, duplicate: false});
    expect(await subscription(providers, user)).toMatchObject({planId: 'free'});

    const bad = await post(
      midtransNotification({order_id: order.id, transaction_status: 'settlement'}, 'SB-Mid-server-other'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await subscription(providers, user)).toMatchObject({planId: 'free'});

    const settlement = midtransNotification({order_id: order.id, transaction_status: 'settlement'});
    expect((await post(settlement)).json()).toEqual({received: true, duplicate: false});
    expect(await subscription(providers, user)).toMatchObject({
      planId: 'plus',
      status: 'active',
      provider: 'midtrans',
    });
    const balance = await credits(providers, user);
    expect(balance.availableSeconds).toBe(PLANS.plus.monthlyProcessingSeconds);
    expect((await post(settlement)).json()).toEqual({received: true, duplicate: true});
    expect(await credits(providers, user)).toEqual(balance);
    expect(await grants(providers, user)).toEqual([PLANS.plus.monthlyProcessingSeconds]);

    const unknown = await post(
      midtransNotification({order_id: randomUUID(), transaction_status: 'settlement'}),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('CHECKOUT_NOT_FOUND');
  });

  it('does not sell the plan for another amount than the order', async () => {
    const user = await newUser(providers);
    const order = await insertCheckout(providers.nada.db.kysely, {
      userId: user.id,
      planId: 'pro',
      period: 'monthly',
      provider: 'midtrans',
      currency: 'IDR',
      amount: PLANS.pro.prices.monthly.IDR,
    });
    const cheap = midtransNotification({
      order_id: order.id,
      transaction_status: 'settlement',
      gross_amount: '1000.00',
    });
    const response = await providers.inject({
      method: 'POST',
      url: '/api/billing/webhooks/midtrans',
      payload: cheap,
    });
    expect(response.statusCode).toBe(200);
    expect(await subscription(providers, user)).toMatchObject({planId: 'free'});
  });

  it('applies a signed Stripe event once; refuses a bad signature and an unknown order', async () => {
    const user = await newUser(providers);
    const order = await insertCheckout(providers.nada.db.kysely, {
      userId: user.id,
      planId: 'plus',
      period: 'monthly',
      provider: 'stripe',
      currency: 'USD',
      amount: PLANS.plus.prices.monthly.USD,
    });
    const post = (delivery: {rawBody: string; headers: Record<string, string>}) =>
      providers.inject({
        method: 'POST',
        url: '/api/billing/webhooks/stripe',
        headers: {...delivery.headers, 'content-type': 'application/json; charset=utf-8'},
        payload: delivery.rawBody,
      });
    const forged = await post(stripeDelivery(sessionCompleted(order.id), new Date(), 'whsec_other'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');

    const paid = stripeDelivery(sessionCompleted(order.id, `evt_${randomUUID()}`));
    expect((await post(paid)).json()).toEqual({received: true, duplicate: false});
    const view = await subscription(providers, user);
    expect(view).toMatchObject({planId: 'plus', status: 'active', provider: 'stripe'});
    const balance = await credits(providers, user);
    expect(balance.availableSeconds).toBe(PLANS.plus.monthlyProcessingSeconds);
    expect((await post(paid)).json()).toEqual({received: true, duplicate: true});
    expect(await credits(providers, user)).toEqual(balance);
    expect(await subscription(providers, user)).toEqual(view);

    // A renewal moves the period's end; the subscription's end at Stripe ends the plan.
    const renewedEnd = Math.floor(Date.parse(view.currentPeriodEnd ?? '') / 1000) + 31 * 86_400;
    const renewal = stripeDelivery({
      id: `evt_${randomUUID()}`,
      type: 'invoice.paid',
      data: {
        object: {
          billing_reason: 'subscription_cycle',
          subscription: `sub_${order.id.slice(0, 8)}`,
          lines: {data: [{period: {end: renewedEnd}}]},
        },
      },
    });
    expect((await post(renewal)).statusCode).toBe(200);
    expect((await subscription(providers, user)).currentPeriodEnd).toBe(
      new Date(renewedEnd * 1000).toISOString(),
    );
    const ended = stripeDelivery({
      id: `evt_${randomUUID()}`,
      type: 'customer.subscription.deleted',
      data: {object: {id: `sub_${order.id.slice(0, 8)}`}},
    });
    expect((await post(ended)).statusCode).toBe(200);
    expect(await subscription(providers, user)).toMatchObject({planId: 'free', status: 'free'});

    const unknown = await post(stripeDelivery(sessionCompleted(randomUUID(), `evt_${randomUUID()}`)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('CHECKOUT_NOT_FOUND');
  });
});
