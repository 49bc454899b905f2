import {z} from 'zod';

const providerSchema = z.enum(['midtrans', 'stripe', 'sandbox']).meta({id: 'PaymentProvider'});

/** Which adapter takes each currency here; null where payments are not set up. */
export const paymentProvidersSchema = z
  .object({
    IDR: providerSchema.nullable().describe('Midtrans, or the sandbox'),
    USD: providerSchema.nullable().describe('Stripe, or the sandbox'),
  })
  .meta({id: 'PaymentProviders'});

/** The body of `POST /billing/checkout`. */
export const checkoutRequestSchema = z
  .object({
    planId: z
      .enum(['free', 'plus', 'pro'])
      .describe('The plan to buy; free cannot be bought (cancel instead)'),
    period: z.enum(['monthly', 'yearly']),
    currency: z.enum(['IDR', 'USD']).describe('IDR pays through Midtrans, USD through Stripe'),
    returnPath: z
      .string()
      .max(200)
      .regex(/^\/(?!\/)[\w\-./]*$/, 'must be a path on this site, e.g. /v3/pricing')
      .default('/v3/pricing')
      .describe('Where the payer comes back to, with ?checkout=paid or ?checkout=canceled'),
  })
  .meta({id: 'CheckoutRequest'});

/** A checkout opened at the provider. */
export const checkoutSchema = z
  .object({
    checkoutId: z.string().describe('The order id the provider sees'),
    provider: providerSchema,
    redirectUrl: z.string().describe("The provider's payment page, to send the payer to"),
  })
  .meta({id: 'Checkout'});

/** The caller's plan and what they pay for it. */
export const subscriptionSchema = z
  .object({
    planId: z.enum(['free', 'plus', 'pro']).describe('The plan in effect now'),
    status: z
      .enum(['free', 'active', 'canceling'])
      .describe(
        'free: nothing paid; active: renews or ends at currentPeriodEnd; canceling: ends at currentPeriodEnd',
      ),
    period: z.enum(['monthly', 'yearly']).nullable(),
    currentPeriodEnd: z.string().nullable().describe('ISO 8601: when the paid period ends'),
    provider: providerSchema.nullable(),
  })
  .meta({id: 'Subscription'});

/** The answer to a webhook the API accepted. */
export const webhookAnswerSchema = z
  .object({
    received: z.literal(true),
    duplicate: z.boolean().describe('The event had been applied before; nothing changed'),
  })
  .meta({id: 'WebhookAnswer'});

/** The path of the webhook route. */
export const webhookParamsSchema = z.object({provider: z.enum(['midtrans', 'stripe', 'sandbox'])});

/** The path of the sandbox's routes. */
export const sandboxParamsSchema = z.object({orderId: z.uuid()});

/** The sandbox page's language. */
export const sandboxPageQuerySchema = z.object({lang: z.enum(['id', 'en']).optional()});

/** What the payer chose on the sandbox's page. */
export const sandboxOutcomeSchema = z.object({outcome: z.enum(['paid', 'failed'])});

/** A signed webhook the sandbox sent, to replay. */
export const sandboxDeliverySchema = z
  .object({body: z.string(), headers: z.record(z.string(), z.string())})
  .meta({id: 'SandboxDelivery'});

/** A subscription as the routes answer it. */
export type SubscriptionView = z.infer<typeof subscriptionSchema>;
/** The payment adapters per currency, as the routes answer them. */
export type PaymentProvidersView = z.infer<typeof paymentProvidersSchema>;
