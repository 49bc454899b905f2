import type {FastifyRequest} from 'fastify';
import type {FastifyPluginAsyncZod, ZodTypeProvider} from 'fastify-type-provider-zod';
import {requireUser} from '../auth/authPlugin.ts';
import {errorBodySchema} from '../errorSchema.ts';
import type {SubscriptionRow} from '../db/schema.ts';
import {apiError} from '../errors.ts';
import type {PaymentProvider} from './adapter.ts';
import {planCatalogue} from '../plans/plans.ts';
import type {Payments} from './payments.ts';
import {presentProviders, presentSubscription} from './present.ts';
import {sandboxPage} from './sandboxPage.ts';
import {
  checkoutRequestSchema,
  checkoutSchema,
  paymentProvidersSchema,
  sandboxDeliverySchema,
  sandboxOutcomeSchema,
  sandboxPageQuerySchema,
  sandboxParamsSchema,
  subscriptionSchema,
  webhookAnswerSchema,
  webhookParamsSchema,
} from './schema.ts';
import {
  applyPaymentEvent,
  cancelAtPeriodEnd,
  currentSubscription,
  findPendingCheckout,
  insertCheckout,
} from './store.ts';

// Rows only hold providers the API wrote there (the adapter that opened the checkout).
const providerOf = (subscription: SubscriptionRow) => subscription.provider as PaymentProvider;

/**
 * The language of the page a checkout starts from, which its payment page speaks: English under
 * `/en`, as the app's paths are, Indonesian otherwise. The account's stored language may differ
 * from the page the payer is reading (issue 42's walk: /en/v3/pricing opened an Indonesian page).
 */
export function pageLocale(returnPath: string): 'id' | 'en' {
  return returnPath === '/en' || returnPath.startsWith('/en/') ? 'en' : 'id';
}

/** What the billing routes need. */
export interface BillingRoutesOptions {
  payments: Payments;
  /** `NADA_PUBLIC_URL`: the origin payers return to; else the request's own. */
  publicUrl: string | undefined;
}

/**
 * `/billing/*`: which providers are set up, the caller's subscription, checkout, cancel, the
 * providers' webhooks and, with `PAYMENTS=sandbox`, the sandbox's checkout page.
 */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (
  app,
  {payments, publicUrl},
) => {
  const db = app.nada.db.kysely;
  const origin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    '/billing/providers',
    {
      schema: {
        summary: 'Which payment provider takes each currency here (none by default)',
        tags: ['billing'],
        response: {200: paymentProvidersSchema},
      },
    },
    async () => presentProviders(payments.forCurrency),
  );

  app.get(
    '/billing/subscription',
    {
      config: {auth: 'required'},
      schema: {
        summary: "The caller's plan and the paid period it runs to",
        tags: ['billing'],
        response: {200: subscriptionSchema, 401: errorBodySchema},
      },
    },
    async (request) => {
      const user = requireUser(request).row;
      return presentSubscription(user, await currentSubscription(db, user.id));
    },
  );

  app.post(
    '/billing/checkout',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Starts paying for a plan: answers the provider page to send the payer to',
        description:
          'An upgrade or downgrade is a checkout of the other plan; once it is paid the previous subscription is replaced.',
        tags: ['billing'],
        body: checkoutRequestSchema,
        response: {
          200: checkoutSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request).row;
      const {planId, period, currency, returnPath} = request.body;
      if (planId === 'free') throw apiError('PLAN_NOT_PURCHASABLE', planId);
      const adapter = payments.forCurrency(currency);
      if (!adapter) throw apiError('PAYMENTS_NOT_CONFIGURED', currency);
      const current = await currentSubscription(db, user.id);
      if (
        current &&
        current.plan_id === planId &&
        current.period === period &&
        current.cancel_at_period_end === 0
      ) {
        throw apiError('ALREADY_ON_PLAN', planId);
      }
      const plan = planCatalogue()[planId];
      const amount = plan.prices[period][currency];
      const checkout = await insertCheckout(db, {
        userId: user.id,
        planId,
        period,
        provider: adapter.provider,
        currency,
        amount,
      });
      const back = `${origin(request)}${returnPath}`;
      const start = await adapter.createCheckout({
        orderId: checkout.id,
        plan,
        period,
        currency,
        amount,
        customer: {email: user.email, name: user.display_name},
        locale: pageLocale(returnPath),
        returnUrl: `${back}?checkout=paid`,
        cancelUrl: `${back}?checkout=canceled`,
      });
      return {checkoutId: checkout.id, provider: adapter.provider, redirectUrl: start.redirectUrl};
    },
  );

  app.post(
    '/billing/cancel',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Cancels the subscription: the plan stays until the paid period ends, then it is free',
        tags: ['billing'],
        response: {200: subscriptionSchema, 401: errorBodySchema, 409: errorBodySchema, 502: errorBodySchema},
      },
    },
    async (request) => {
      const user = requireUser(request).row;
      const subscription = await currentSubscription(db, user.id);
      if (!subscription || subscription.cancel_at_period_end === 1) throw apiError('NO_SUBSCRIPTION');
      // The provider first: if it cannot stop the renewal, nothing is marked and the user can retry
      // (stopping it twice is harmless), rather than a plan shown canceled that the provider renews.
      await payments.forProvider(providerOf(subscription))?.cancel({
        providerSubscriptionId: subscription.provider_subscription_id,
      });
      return presentSubscription(user, await cancelAtPeriodEnd(db, user.id));
    },
  );

  await app.register(async (webhooks) => {
    // Signatures cover the body's exact bytes, so these routes take it unparsed, whatever its type.
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', {parseAs: 'string'}, (_request, body, done) => done(null, body));
    webhooks.post<{Params: {provider: string}}>(
      '/billing/webhooks/:provider',
      {
        schema: {
          summary:
            "A payment provider's webhook, verified by its signature; a replayed event changes nothing",
          tags: ['billing'],
          params: webhookParamsSchema,
          response: {
            200: webhookAnswerSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request) => {
        const provider = webhookParamsSchema.parse(request.params).provider;
        const adapter = payments.forProvider(provider);
        if (!adapter) throw apiError('PAYMENTS_NOT_CONFIGURED', provider);
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const now = new Date();
        const event = adapter.verifyWebhook({rawBody, headers: request.headers}, now);
        const applied = await applyPaymentEvent(db, provider, event, now);
        for (const replaced of applied.replaced) {
          // The old plan's renewal stops at its provider; a failure there is logged, the new plan stands.
          await payments
            .forProvider(providerOf(replaced))
            ?.cancel({providerSubscriptionId: replaced.provider_subscription_id})
            .catch((error: unknown) =>
              request.log.error({err: error}, 'could not stop a replaced subscription'),
            );
        }
        return {received: true as const, duplicate: applied.duplicate};
      },
    );
  });

  const sandbox = payments.sandbox;
  if (!sandbox) return;

  await app.register(async (plugin) => {
    const pages = plugin.withTypeProvider<ZodTypeProvider>();
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      {parseAs: 'string'},
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    pages.get(
      '/billing/sandbox/:orderId',
      {schema: {hide: true, params: sandboxParamsSchema, querystring: sandboxPageQuerySchema}},
      async (request, reply) => {
        const {orderId} = request.params;
        const checkout = sandbox.checkout(orderId);
        if (!checkout || !(await findPendingCheckout(db, orderId))) throw apiError('CHECKOUT_NOT_FOUND');
        const locale = request.query.lang ?? checkout.order.locale;
        // A page with its own styles and one form; still no scripts, frames or other origins.
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
        );
        reply.type('text/html; charset=utf-8');
        return sandboxPage(checkout.order, locale);
      },
    );

    pages.post(
      '/billing/sandbox/:orderId',
      {schema: {hide: true, params: sandboxParamsSchema, body: sandboxOutcomeSchema}},
      async (request, reply) => {
        const {orderId} = request.params;
        const {outcome} = request.body;
        const checkout = sandbox.checkout(orderId);
        if (!checkout || !(await findPendingCheckout(db, orderId))) throw apiError('CHECKOUT_NOT_FOUND');
        const delivery = sandbox.signOutcome(orderId, outcome);
        if (!delivery) throw apiError('CHECKOUT_NOT_FOUND');
        // The webhook a provider would send, delivered to this API the way theirs arrive.
        const answer = await app.inject({
          method: 'POST',
          url: '/api/billing/webhooks/sandbox',
          headers: delivery.headers,
          payload: delivery.body,
        });
        if (answer.statusCode !== 200)
          throw new Error(`The sandbox webhook answered ${answer.statusCode}: ${answer.body}`);
        return reply.redirect(outcome === 'paid' ? checkout.order.returnUrl : checkout.order.cancelUrl, 303);
      },
    );

    pages.get(
      '/billing/sandbox/:orderId/webhook',
      {
        schema: {
          summary: 'Sandbox only: the signed webhook it sent for a checkout, to replay',
          tags: ['billing'],
          params: sandboxParamsSchema,
          response: {200: sandboxDeliverySchema, 404: errorBodySchema},
        },
      },
      async (request) => {
        const delivery = sandbox.checkout(request.params.orderId)?.delivery;
        if (!delivery) throw apiError('CHECKOUT_NOT_FOUND');
        return delivery;
      },
    );
  });
};
