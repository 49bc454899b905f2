import {useState, type ReactNode} from 'react';
import {FormattedMessage, useIntl, type IntlShape} from 'react-intl';
import {AlertDialog, Button, Icon, Progress, spinnerIcon} from '@nada/ui';
import {accountMessages as m} from './accountMessages';
import {PricingTable} from './PricingTable';
import type {BillingPeriod, PricingTableData} from './types';
import {currencyForLocale} from './usePricingTable';
import './pricingAccount.css';

/** Something read from the API: still loading, failed, or there. */
export type Loadable<T> = {status: 'loading'} | {status: 'error'} | {status: 'ready'; data: T};

/** The user's subscription, as `GET /api/billing/subscription` answers it. */
export interface PlanSubscription {
  /** The plan in effect now. */
  planId: string;
  /** `free`: nothing paid; `active`: renews or ends at `currentPeriodEnd`; `canceling`: ends then. */
  status: 'free' | 'active' | 'canceling';
  /** ISO 8601: when the paid period ends; null on the free plan. */
  currentPeriodEnd: string | null;
}

/** This month's processing minutes, as `GET /api/credits` answers them (in seconds). */
export interface PlanUsage {
  monthlySeconds: number;
  usedSeconds: number;
  reservedSeconds: number;
  availableSeconds: number;
  /** ISO 8601: when the month's minutes renew. */
  periodEnd: string;
}

/** How a checkout the user left for came back: paid, or canceled at the payment page. */
export type CheckoutOutcome = 'paid' | 'canceled';

/** Props of {@link PricingAccount}. */
export interface PricingAccountProps extends PricingTableData {
  /** The user's subscription. */
  subscription: Loadable<PlanSubscription>;
  /** The user's minutes this month. */
  usage: Loadable<PlanUsage>;
  /** Reads the subscription and the minutes again, after a failure. */
  onRetry: () => void;
  /** Whether a payment provider takes the page's currency: without one, paid plans have no action. */
  payable: boolean;
  /** The plan to suggest (not when it is the user's own). */
  recommendedPlanId?: string;
  /** What the return from a checkout said, shown once at the top. @default null */
  checkoutOutcome?: CheckoutOutcome | null;
  /** Opens a checkout for a plan and period; it resolves once the browser is on its way to the payment page. */
  startCheckout: (planId: string, period: BillingPeriod) => Promise<void>;
  /** Cancels the subscription at the end of its paid period; resolves to the subscription now. */
  cancelSubscription: () => Promise<PlanSubscription>;
  /** The explanation of a failed checkout or cancel, shown as an alert. */
  describeError: (error: unknown) => ReactNode;
}

function formatDay(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
}

function formatMinutes(intl: IntlShape, seconds: number): string {
  return intl.formatNumber(Math.floor(seconds / 60), {style: 'unit', unit: 'minute', unitDisplay: 'long'});
}

/**
 * The signed-in user's side of the pricing page: their plan and this month's minutes, the plans
 * with theirs marked, a checkout button under every other paid plan (an upgrade or a switch down)
 * and cancel, which keeps the plan to the end of the paid period.
 */
export function PricingAccount({
  plans,
  minorUnits,
  subscription,
  usage,
  onRetry,
  payable,
  recommendedPlanId,
  checkoutOutcome = null,
  startCheckout,
  cancelSubscription,
  describeError,
}: PricingAccountProps) {
  const intl = useIntl();
  const language = currencyForLocale(intl.locale) === 'IDR' ? 'id' : 'en';
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<{error: unknown} | null>(null);
  const [canceled, setCanceled] = useState<PlanSubscription | null>(null);

  const current = canceled ?? (subscription.status === 'ready' ? subscription.data : null);
  const planName = (id: string) => plans.find((plan) => plan.id === id)?.name[language] ?? id;
  const rank = (id: string) => plans.findIndex((plan) => plan.id === id);
  const freeName = planName('free');

  async function handleCheckout(planId: string, period: BillingPeriod) {
    setPending(planId);
    setFailure(null);
    try {
      // Success leaves the page: the button keeps saying so until it has.
      await startCheckout(planId, period);
    } catch (error) {
      setFailure({error});
      setPending(null);
    }
  }

  async function handleCancel() {
    setFailure(null);
    try {
      setCanceled(await cancelSubscription());
    } catch (error) {
      setFailure({error});
    }
  }

  const cancelDialog = (trigger: ReactNode) =>
    current && current.currentPeriodEnd ? (
      <AlertDialog
        tone="danger"
        trigger={trigger}
        title={<FormattedMessage {...m.cancelTitle} values={{plan: planName(current.planId)}} />}
        description={
          <FormattedMessage
            {...m.cancelDescription}
            values={{
              plan: planName(current.planId),
              date: formatDay(intl, current.currentPeriodEnd),
              free: freeName,
            }}
          />
        }
        confirmLabel={<FormattedMessage {...m.cancelConfirm} />}
        cancelLabel={<FormattedMessage {...m.cancelKeep} />}
        onConfirm={handleCancel}
      />
    ) : null;

  return (
    <>
      {checkoutOutcome === 'paid' && (
        <p className="pricing-account__notice" role="status" data-checkout="paid">
          <FormattedMessage {...m.checkoutPaid} />
        </p>
      )}
      {checkoutOutcome === 'canceled' && (
        <p className="pricing-account__notice" role="status" data-checkout="canceled">
          <FormattedMessage {...m.checkoutCanceled} />
        </p>
      )}
      {failure && (
        <p className="pricing-account__error" role="alert">
          {describeError(failure.error)}
        </p>
      )}
      <section className="pricing-account" aria-labelledby="pricing-account-title">
        <h2 id="pricing-account-title">
          <FormattedMessage {...m.yourPlan} />
        </h2>
        {(subscription.status === 'loading' || usage.status === 'loading') && !current && (
          <p role="status" data-page-loading="">
            <Icon icon={spinnerIcon} data-spin="" />
            <FormattedMessage {...m.loadingAccount} />
          </p>
        )}
        {(subscription.status === 'error' || usage.status === 'error') && (
          <div role="alert">
            <p>
              <FormattedMessage {...m.accountFailed} />
            </p>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <FormattedMessage {...m.tryAgain} />
            </Button>
          </div>
        )}
        {current && (
          <div
            className="pricing-account__plan"
            data-plan-status={current.status}
            data-plan-id={current.planId}
          >
            <p>
              <FormattedMessage {...m.onPlan} values={{plan: <strong>{planName(current.planId)}</strong>}} />{' '}
              {current.status === 'active' && current.currentPeriodEnd && (
                <FormattedMessage
                  {...m.paidUntil}
                  values={{date: formatDay(intl, current.currentPeriodEnd)}}
                />
              )}
            </p>
            {current.status === 'canceling' && current.currentPeriodEnd && (
              <p className="pricing-account__ends">
                <FormattedMessage
                  {...m.endsOn}
                  values={{
                    plan: planName(current.planId),
                    date: (
                      <time dateTime={current.currentPeriodEnd}>
                        {formatDay(intl, current.currentPeriodEnd)}
                      </time>
                    ),
                    free: freeName,
                  }}
                />
              </p>
            )}
            {current.status === 'active' &&
              cancelDialog(
                <Button variant="secondary" size="sm">
                  <FormattedMessage {...m.cancelSubscription} />
                </Button>,
              )}
          </div>
        )}
        {usage.status === 'ready' && (
          <div className="pricing-account__usage" data-available-seconds={usage.data.availableSeconds}>
            <p>
              <FormattedMessage
                {...m.minutesLeft}
                values={{
                  left: formatMinutes(intl, usage.data.availableSeconds),
                  total: formatMinutes(
                    intl,
                    Math.max(usage.data.monthlySeconds, usage.data.availableSeconds),
                  ),
                }}
              />
            </p>
            <Progress
              size="sm"
              hideLabel
              label={intl.formatMessage(m.minutesMeter)}
              value={usage.data.usedSeconds + usage.data.reservedSeconds}
              max={Math.max(usage.data.monthlySeconds, 1)}
            />
            <p className="pricing-account__reset">
              <FormattedMessage {...m.minutesReset} values={{date: formatDay(intl, usage.data.periodEnd)}} />
            </p>
          </div>
        )}
      </section>
      <PricingTable
        plans={plans}
        minorUnits={minorUnits}
        recommendedPlanId={recommendedPlanId}
        currentPlanId={current?.planId}
        planHeading="h2"
        renderAction={(view, context) => {
          if (!current || context.isCurrent) return null;
          const up = rank(view.plan.id) > rank(current.planId);
          const label = <FormattedMessage {...(up ? m.upgradeTo : m.switchTo)} values={{plan: view.name}} />;
          if (view.plan.id === 'free') {
            return current.status === 'active'
              ? cancelDialog(
                  <Button fullWidth variant="secondary">
                    {label}
                  </Button>,
                )
              : null;
          }
          if (!payable) return null;
          return (
            <Button
              fullWidth
              variant={up ? 'primary' : 'secondary'}
              disabled={pending !== null}
              onClick={() => void handleCheckout(view.plan.id, context.period)}
            >
              {pending === view.plan.id ? <FormattedMessage {...m.openingCheckout} /> : label}
            </Button>
          );
        }}
      />
    </>
  );
}
