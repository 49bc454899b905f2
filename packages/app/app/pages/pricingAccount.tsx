import {useState} from 'react';
import {FormattedMessage, useIntl, type IntlShape} from 'react-intl';
import {useLocation} from 'react-router';
import {AlertDialog, Button, Icon, Progress, spinnerIcon} from '@nada/ui';
import {PricingTable} from '@nada/pricing-table';
import {ApiRequestError} from '../api/client';
import {apiErrorMessages} from '../api/apiErrorMessages';
import {RECOMMENDED_PLAN, type PlanCatalog} from '../content/planCatalog';
import type {Locale} from '../routing/locales';
import {cancelSubscription, getSubscription, startCheckout, type Subscription} from './pricingApi';
import {pricingAccountMessages as m} from './pricingAccountMessages';
import {getCredits} from '../api/jobApi';
import {useApiData} from '../api/useApiData';

/** Props of {@link PricingAccount}. */
export interface PricingAccountProps {
  /** The plan catalogue (`GET /api/plans`). */
  catalog: PlanCatalog;
  /** The page's currency: rupiah in Indonesian, US dollars in English. */
  currency: 'IDR' | 'USD';
  /** Whether a payment provider takes that currency here. */
  payable: boolean;
  locale: Locale;
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
export default function PricingAccount({catalog, currency, payable, locale}: PricingAccountProps) {
  const intl = useIntl();
  const location = useLocation();
  const subscription = useApiData('pricing:subscription', getSubscription);
  const credits = useApiData('pricing:credits', getCredits);
  const [pending, setPending] = useState<string | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [canceled, setCanceled] = useState<Subscription | null>(null);
  const returned = new URLSearchParams(location.search).get('checkout');

  const current = canceled ?? (subscription.status === 'ready' ? subscription.data : null);
  const planName = (id: string) => catalog.items.find((plan) => plan.id === id)?.name[locale] ?? id;
  const rank = (id: string) => catalog.items.findIndex((plan) => plan.id === id);
  const freeName = planName('free');

  async function handleCheckout(planId: 'plus' | 'pro', period: 'monthly' | 'yearly') {
    setPending(planId);
    setErrorCode(null);
    try {
      const redirectUrl = await startCheckout({planId, period, currency, returnPath: location.pathname});
      window.location.assign(redirectUrl);
    } catch (error) {
      setErrorCode(error instanceof ApiRequestError ? error.code : 'NETWORK');
      setPending(null);
    }
  }

  async function handleCancel() {
    setErrorCode(null);
    try {
      setCanceled(await cancelSubscription());
    } catch (error) {
      setErrorCode(error instanceof ApiRequestError ? error.code : 'NETWORK');
    }
  }

  const cancelDialog = (trigger: React.ReactNode) =>
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

  const errorMessage = errorCode
    ? (apiErrorMessages[errorCode as keyof typeof apiErrorMessages] ?? apiErrorMessages.unknown)
    : null;

  return (
    <>
      {returned === 'paid' && (
        <p className="pricing-page__notice" role="status" data-checkout="paid">
          <FormattedMessage {...m.checkoutPaid} />
        </p>
      )}
      {returned === 'canceled' && (
        <p className="pricing-page__notice" role="status" data-checkout="canceled">
          <FormattedMessage {...m.checkoutCanceled} />
        </p>
      )}
      {errorMessage && (
        <p className="pricing-page__error" role="alert">
          <FormattedMessage {...errorMessage} />
        </p>
      )}
      <section className="pricing-account" aria-labelledby="pricing-account-title">
        <h2 id="pricing-account-title">
          <FormattedMessage {...m.yourPlan} />
        </h2>
        {(subscription.status === 'loading' || credits.status === 'loading') && !current && (
          <p role="status" data-page-loading="">
            <Icon icon={spinnerIcon} data-spin="" />
            <FormattedMessage {...m.loadingAccount} />
          </p>
        )}
        {(subscription.status === 'error' || credits.status === 'error') && (
          <div role="alert">
            <p>
              <FormattedMessage {...m.accountFailed} />
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                subscription.reload();
                credits.reload();
              }}
            >
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
        {credits.status === 'ready' && (
          <div className="pricing-account__usage" data-available-seconds={credits.data.availableSeconds}>
            <p>
              <FormattedMessage
                {...m.minutesLeft}
                values={{
                  left: formatMinutes(intl, credits.data.availableSeconds),
                  total: formatMinutes(
                    intl,
                    Math.max(credits.data.monthlySeconds, credits.data.availableSeconds),
                  ),
                }}
              />
            </p>
            <Progress
              size="sm"
              hideLabel
              label={intl.formatMessage(m.minutesMeter)}
              value={credits.data.usedSeconds + credits.data.reservedSeconds}
              max={Math.max(credits.data.monthlySeconds, 1)}
            />
            <p className="pricing-account__reset">
              <FormattedMessage
                {...m.minutesReset}
                values={{date: formatDay(intl, credits.data.periodEnd)}}
              />
            </p>
          </div>
        )}
      </section>
      <PricingTable
        plans={catalog.items}
        minorUnits={catalog.minorUnits}
        recommendedPlanId={RECOMMENDED_PLAN}
        currentPlanId={current?.planId}
        planHeading="h2"
        renderAction={(view, context) => {
          if (!current || context.isCurrent) return null;
          const name = view.plan.name[locale];
          const up = rank(view.plan.id) > rank(current.planId);
          const label = <FormattedMessage {...(up ? m.upgradeTo : m.switchTo)} values={{plan: name}} />;
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
          const planId = view.plan.id === 'pro' ? 'pro' : 'plus';
          return (
            <Button
              fullWidth
              variant={up ? 'primary' : 'secondary'}
              disabled={pending !== null}
              onClick={() => void handleCheckout(planId, context.period)}
            >
              {pending === view.plan.id ? <FormattedMessage {...m.openingCheckout} /> : label}
            </Button>
          );
        }}
      />
    </>
  );
}
