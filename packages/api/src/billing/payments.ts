import type {PaymentsConfig} from '../config.ts';
import type {Currency} from '../plans/plans.ts';
import type {Fetch, PaymentAdapter, PaymentProvider} from './adapter.ts';
import {midtransAdapter} from './midtrans.ts';
import {sandboxAdapter} from './sandbox.ts';
import type {SandboxAdapter} from './sandbox.ts';
import {stripeAdapter} from './stripe.ts';

/** The payment adapters that are set up, and which one takes each currency. */
export interface Payments {
  /** The adapter a checkout in `currency` goes through: the real one, else the sandbox, else none. */
  forCurrency(currency: Currency): PaymentAdapter | undefined;
  /** The adapter whose webhooks arrive at `/billing/webhooks/<provider>`. */
  forProvider(provider: PaymentProvider): PaymentAdapter | undefined;
  /** The sandbox, when `PAYMENTS=sandbox`. */
  sandbox: SandboxAdapter | undefined;
}

/** The adapters of `config` (none by default). */
export function createPayments(config: PaymentsConfig, options: {fetch?: Fetch} = {}): Payments {
  const adapters: PaymentAdapter[] = [];
  if (config.midtrans) adapters.push(midtransAdapter({...config.midtrans, fetch: options.fetch}));
  if (config.stripe) adapters.push(stripeAdapter({...config.stripe, fetch: options.fetch}));
  const sandbox = config.sandbox ? sandboxAdapter({secret: config.sandbox.secret}) : undefined;
  if (sandbox) adapters.push(sandbox);
  return {
    forCurrency: (currency) => adapters.find((adapter) => adapter.currencies.includes(currency)),
    forProvider: (provider) => adapters.find((adapter) => adapter.provider === provider),
    sandbox,
  };
}
