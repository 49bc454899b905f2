import type {SubscriptionRow, UserRow} from '../db/schema.ts';
import {planOf} from '../plans/plans.ts';
import type {PaymentAdapter, PaymentProvider} from './adapter.ts';
import type {PaymentProvidersView, SubscriptionView} from './schema.ts';

/** The caller's plan now and the subscription that pays for it, if any. */
export function presentSubscription(
  user: UserRow,
  subscription: SubscriptionRow | undefined,
  now: Date = new Date(),
): SubscriptionView {
  const plan = planOf(user, now);
  if (!subscription || plan.id === 'free') {
    return {planId: plan.id, status: 'free', period: null, currentPeriodEnd: null, provider: null};
  }
  return {
    planId: plan.id,
    status: subscription.cancel_at_period_end === 1 ? 'canceling' : 'active',
    period: subscription.period === 'yearly' ? 'yearly' : 'monthly',
    currentPeriodEnd: subscription.current_period_end,
    provider: subscription.provider as PaymentProvider,
  };
}

/** Which adapter takes each currency. */
export function presentProviders(
  adapterFor: (currency: 'IDR' | 'USD') => PaymentAdapter | undefined,
): PaymentProvidersView {
  return {IDR: adapterFor('IDR')?.provider ?? null, USD: adapterFor('USD')?.provider ?? null};
}
