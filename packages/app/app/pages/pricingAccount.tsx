import {useLocation} from 'react-router';
import {PricingAccount as AccountView} from '@nada/pricing-table';
import {ApiRequestError} from '../api/client';
import {apiErrorText} from '../api/apiErrorText';
import {RECOMMENDED_PLAN, type PlanCatalog} from '../content/planCatalog';
import {getCredits} from '../api/jobApi';
import {useApiData} from '../api/useApiData';
import {cancelSubscription, getSubscription, startCheckout} from './pricingApi';

/** Props of {@link PricingAccount}. */
export interface PricingAccountProps {
  /** The plan catalogue (`GET /api/plans`). */
  catalog: PlanCatalog;
  /** The page's currency: rupiah in Indonesian, US dollars in English. */
  currency: 'IDR' | 'USD';
  /** Whether a payment provider takes that currency here. */
  payable: boolean;
}

const checkoutOutcomes = ['paid', 'canceled'] as const;

/**
 * The signed-in user's side of the pricing page, wired to the API: their subscription and minutes,
 * a checkout that leaves for the payment page, and cancel.
 */
export default function PricingAccount({catalog, currency, payable}: PricingAccountProps) {
  const location = useLocation();
  const subscription = useApiData('pricing:subscription', getSubscription);
  const credits = useApiData('pricing:credits', getCredits);
  const returned = new URLSearchParams(location.search).get('checkout');

  async function handleCheckout(planId: string, period: 'monthly' | 'yearly') {
    const redirectUrl = await startCheckout({
      planId: planId === 'pro' ? 'pro' : 'plus',
      period,
      currency,
      returnPath: location.pathname,
    });
    window.location.assign(redirectUrl);
  }

  return (
    <AccountView
      plans={catalog.items}
      minorUnits={catalog.minorUnits}
      recommendedPlanId={RECOMMENDED_PLAN}
      subscription={subscription}
      usage={credits}
      onRetry={() => {
        subscription.reload();
        credits.reload();
      }}
      payable={payable}
      checkoutOutcome={checkoutOutcomes.find((outcome) => outcome === returned) ?? null}
      startCheckout={handleCheckout}
      cancelSubscription={cancelSubscription}
      describeError={(error) => apiErrorText(error instanceof ApiRequestError ? error.code : 'NETWORK')}
    />
  );
}
