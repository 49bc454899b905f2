import {randomUUID} from 'node:crypto';
import type {Kysely, Transaction} from 'kysely';
import {grantPaidPeriod} from '../credits/store.ts';
import type {Database, SubscriptionRow} from '../db/schema.ts';
import {apiError} from '../errors.ts';
import {isPlanId, planCatalogue} from '../plans/plans.ts';
import type {BillingPeriod, Currency, PlanId} from '../plans/plans.ts';
import type {PaymentEvent, PaymentProvider} from './adapter.ts';

/** A checkout about to be opened at a provider. */
export interface NewCheckout {
  userId: string;
  planId: PlanId;
  period: BillingPeriod;
  provider: PaymentProvider;
  currency: Currency;
  amount: number;
}

/** Records a pending checkout; its id is the order id the provider sees. */
export async function insertCheckout(
  db: Kysely<Database>,
  checkout: NewCheckout,
  now: Date = new Date(),
): Promise<SubscriptionRow> {
  const at = now.toISOString();
  return db
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      user_id: checkout.userId,
      plan_id: checkout.planId,
      period: checkout.period,
      provider: checkout.provider,
      currency: checkout.currency,
      amount: checkout.amount,
      status: 'pending',
      provider_subscription_id: null,
      current_period_start: null,
      current_period_end: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A checkout that is still pending, by id (the sandbox page pays only those). */
export async function findPendingCheckout(
  db: Kysely<Database>,
  id: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** The user's paid subscription whose period has not ended at `now`, if any. */
export async function currentSubscription(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('current_period_end', '>', now.toISOString())
    .orderBy('current_period_end', 'desc')
    .executeTakeFirst();
}

/** The end of a period of `period` starting at `start`: a calendar month or year later (UTC). */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  const months = period === 'monthly' ? 1 : 12;
  const end = new Date(start.getTime());
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // The same day of the month, or the month's last day when it is shorter (31 January -> 28 February).
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** What applying a webhook did. */
export interface AppliedEvent {
  /** The event had been applied before: nothing changed. */
  duplicate: boolean;
  /** Subscriptions a paid upgrade or downgrade replaced, whose renewal the caller stops at their provider. */
  replaced: SubscriptionRow[];
}

/**
 * Applies a verified webhook event in one transaction. The event is recorded by its provider's id
 * first: when that row exists already the event is a replay and nothing else happens. A payment
 * activates its pending checkout once (a conditional update), moves the user to its plan until the
 * period's end, grants the period's minutes once (see grantPaidPeriod) and replaces the user's
 * previous subscription. A checkout the API did not make answers CHECKOUT_NOT_FOUND and records nothing.
 */
export async function applyPaymentEvent(
  db: Kysely<Database>,
  provider: PaymentProvider,
  event: PaymentEvent,
  now: Date = new Date(),
): Promise<AppliedEvent> {
  if (event.kind === 'ignored') return {duplicate: false, replaced: []};
  return db.transaction().execute(async (trx) => {
    const subscription = await subscriptionOfEvent(trx, provider, event);
    if (!subscription) throw apiError('CHECKOUT_NOT_FOUND');
    const recorded = await trx
      .insertInto('payment_events')
      .values({
        provider,
        event_id: event.eventId,
        subscription_id: subscription.id,
        kind: event.kind,
        received_at: now.toISOString(),
      })
      .onConflict((c) => c.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return {duplicate: true, replaced: []};
    switch (event.kind) {
      case 'paid':
        return {duplicate: false, replaced: await activate(trx, subscription, event, now)};
      case 'failed':
        await trx
          .updateTable('subscriptions')
          .set({status: 'failed', updated_at: now.toISOString()})
          .where('id', '=', subscription.id)
          .where('status', '=', 'pending')
          .execute();
        return {duplicate: false, replaced: []};
      case 'renewed':
        await renew(trx, subscription, event.periodEnd, now);
        return {duplicate: false, replaced: []};
      case 'ended':
        await end(trx, subscription, now);
        return {duplicate: false, replaced: []};
    }
  });
}

async function subscriptionOfEvent(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  event: Exclude<PaymentEvent, {kind: 'ignored'}>,
): Promise<SubscriptionRow | undefined> {
  const query = trx.selectFrom('subscriptions').selectAll().where('provider', '=', provider);
  if (event.kind === 'paid' || event.kind === 'failed')
    return query.where('id', '=', event.orderId).executeTakeFirst();
  return query
    .where('provider_subscription_id', '=', event.providerSubscriptionId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

async function activate(
  trx: Transaction<Database>,
  subscription: SubscriptionRow,
  event: Extract<PaymentEvent, {kind: 'paid'}>,
  now: Date,
): Promise<SubscriptionRow[]> {
  // A payment of another amount or currency than the order's does not buy the plan.
  if (event.amount !== subscription.amount || event.currency !== subscription.currency) return [];
  if (!isPlanId(subscription.plan_id)) return [];
  const at = now.toISOString();
  const end = periodEnd(now, subscription.period === 'yearly' ? 'yearly' : 'monthly').toISOString();
  const activated = await trx
    .updateTable('subscriptions')
    .set({
      status: 'active',
      provider_subscription_id: event.providerSubscriptionId,
      current_period_start: at,
      current_period_end: end,
      updated_at: at,
    })
    .where('id', '=', subscription.id)
    // A late payment of a checkout that failed or expired still counts: the money was taken.
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  if (Number(activated.numUpdatedRows) === 0) return [];
  const replaced = await trx
    .updateTable('subscriptions')
    .set({status: 'replaced', updated_at: at})
    .where('user_id', '=', subscription.user_id)
    .where('status', '=', 'active')
    .where('id', '!=', subscription.id)
    .returningAll()
    .execute();
  await trx
    .updateTable('users')
    .set({plan_id: subscription.plan_id, plan_ends_at: end})
    .where('id', '=', subscription.user_id)
    .execute();
  await grantPaidPeriod(
    trx,
    {
      userId: subscription.user_id,
      grantKey: `subscription:${subscription.id}`,
      monthlySeconds: planCatalogue()[subscription.plan_id].monthlyProcessingSeconds,
    },
    now,
  );
  return replaced;
}

async function renew(trx: Transaction<Database>, subscription: SubscriptionRow, end: string, now: Date) {
  if (subscription.status !== 'active' || subscription.cancel_at_period_end === 1) return;
  const at = now.toISOString();
  await trx
    .updateTable('subscriptions')
    .set({current_period_start: subscription.current_period_end, current_period_end: end, updated_at: at})
    .where('id', '=', subscription.id)
    .execute();
  await trx.updateTable('users').set({plan_ends_at: end}).where('id', '=', subscription.user_id).execute();
}

async function end(trx: Transaction<Database>, subscription: SubscriptionRow, now: Date) {
  if (subscription.status !== 'active') return;
  const at = now.toISOString();
  const endsAt =
    subscription.current_period_end && subscription.current_period_end < at
      ? subscription.current_period_end
      : at;
  await trx
    .updateTable('subscriptions')
    .set({current_period_end: endsAt, cancel_at_period_end: 1, updated_at: at})
    .where('id', '=', subscription.id)
    .execute();
  await trx.updateTable('users').set({plan_ends_at: endsAt}).where('id', '=', subscription.user_id).execute();
}

/**
 * Marks the user's current subscription to end with its paid period (the plan stays until then,
 * then planOf answers free); NO_SUBSCRIPTION when they have none or it is already canceled.
 */
export async function cancelAtPeriodEnd(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<SubscriptionRow> {
  const subscription = await currentSubscription(db, userId, now);
  if (!subscription || subscription.cancel_at_period_end === 1) throw apiError('NO_SUBSCRIPTION');
  const canceled = await db
    .updateTable('subscriptions')
    .set({cancel_at_period_end: 1, updated_at: now.toISOString()})
    .where('id', '=', subscription.id)
    .where('cancel_at_period_end', '=', 0)
    .returningAll()
    .executeTakeFirst();
  if (!canceled) throw apiError('NO_SUBSCRIPTION');
  return canceled;
}
