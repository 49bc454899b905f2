import {lazy, Suspense} from 'react';
import {useAtomValue} from 'jotai';
import {Link as RouterLink} from 'react-router';
import {FormattedMessage, useIntl} from 'react-intl';
import {Button, Icon, infoIcon} from '@nada/ui';
import {PricingTable} from '@nada/pricing-table';
import {PageMessages} from '../components/PageMessages';
import {RECOMMENDED_PLAN, type PlanCatalog} from '../content/planCatalog';
import {getPlanCatalog} from '../content/plansApi';
import {pageMessagesFor} from '../i18n.server';
import {pageMessages} from '../pageMessages';
import {pageMeta} from '../routing/pageMeta';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {apiFetchContext} from '../security/requestContext.server';
import {currentUserAtom} from '../state/session';
import type {Route} from './+types/pricing';
import {getPaymentProviders, type PaymentProviders} from './pricingApi';
import {pricingMessages as m} from './pricingMessages';
import './pricing.css';

// The signed-in part (the user's plan, usage, checkout and cancel) loads only for a signed-in
// user: the page is public and held to a tight JavaScript budget.
const PricingAccount = lazy(() => import('./pricingAccount'));

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// Rendered per request: the plans are the API's (GET /api/plans), the limits it enforces, and
// whether payments are set up is the API's too.
export async function loader({request, context}: Route.LoaderArgs) {
  const apiFetch = context.get(apiFetchContext);
  const [plans, providers] = await Promise.all([getPlanCatalog(apiFetch), getPaymentProviders(apiFetch)]);
  return {messages: pageMessagesFor(request, 'v3-pricing'), plans, providers};
}

/** `/v3/pricing` (and `/pricing`): every plan, as cards and a comparison table; checkout when signed in. */
export default function Pricing({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PricingContent catalog={loaderData.plans} providers={loaderData.providers} />
    </PageMessages>
  );
}

function PricingContent({catalog, providers}: {catalog: PlanCatalog; providers: PaymentProviders}) {
  const locale: Locale = useIntl().locale === 'en' ? 'en' : 'id';
  const user = useAtomValue(currentUserAtom);
  const currency = locale === 'en' ? 'USD' : 'IDR';
  const provider = providers[currency];
  const guestTable = <GuestTable catalog={catalog} locale={locale} payable={provider !== null} />;
  return (
    <div className="pricing-page">
      <header className="pricing-page__header">
        <h1>
          <FormattedMessage {...pageMessages['v3-pricing'].title} />
        </h1>
        <p className="pricing-page__lead">
          <FormattedMessage {...m.lead} />
        </p>
        {provider !== 'midtrans' && provider !== 'stripe' && (
          <p className="pricing-page__note" role="note">
            <Icon icon={infoIcon} size={20} />
            <span>
              <FormattedMessage {...(provider === 'sandbox' ? m.paymentsSandbox : m.paymentsNotSetUp)} />
            </span>
          </p>
        )}
      </header>
      {user ? (
        <Suspense fallback={guestTable}>
          <PricingAccount catalog={catalog} currency={currency} payable={provider !== null} />
        </Suspense>
      ) : (
        guestTable
      )}
      <p className="pricing-page__more">
        <RouterLink to={localePath('detail_pricing', locale)}>
          <FormattedMessage {...m.compareLink} />
        </RouterLink>
      </p>
    </div>
  );
}

function GuestTable({catalog, locale, payable}: {catalog: PlanCatalog; locale: Locale; payable: boolean}) {
  return (
    <PricingTable
      plans={catalog.items}
      minorUnits={catalog.minorUnits}
      recommendedPlanId={RECOMMENDED_PLAN}
      planHeading="h2"
      renderAction={(view) => {
        if (view.plan.id === 'free') {
          return (
            <Button asChild fullWidth variant="secondary">
              <RouterLink to={localePath('register', locale)}>
                <FormattedMessage {...m.startFree} />
              </RouterLink>
            </Button>
          );
        }
        // Paid plans have no action until a payment provider is configured (see the note above).
        if (!payable) return null;
        return (
          <Button asChild fullWidth>
            <RouterLink to={localePath('login', locale)}>
              <FormattedMessage {...m.signInToChoose} values={{plan: view.plan.name[locale]}} />
            </RouterLink>
          </Button>
        );
      }}
    />
  );
}
