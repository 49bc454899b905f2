import {lazy, Suspense} from 'react';
import {useAtomValue} from 'jotai';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link} from 'react-router';
import {PricingGuestTable, PricingPage} from '@nada/pricing-table';
import {PageMessages} from '../components/PageMessages';
import {StaticConsentBanners} from '../components/StaticConsentBanners';
import {RECOMMENDED_PLAN, type PlanCatalog} from '../content/planCatalog';
import {getPlanCatalog} from '../content/plansApi';
import {pageMessagesFor} from '../i18n.server';
import {pageMessages} from '../pageMessages';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import {apiFetchContext} from '../security/requestContext.server';
import {currentUserAtom} from '../state/session';
import type {Route} from './+types/pricing';
import {getPaymentProviders, type PaymentProviders} from './pricingApi';

// The signed-in part (the user's plan, usage, checkout and cancel) loads only for a signed-in
// user: the page is public and held to a tight JavaScript budget.
const PricingAccount = lazy(() => import('./pricingAccount'));

export const meta = pageMeta;

// Rendered per request: the plans are the API's (GET /api/plans), the limits it enforces, and
// whether payments are set up is the API's too.
export async function loader({request, context}: Route.LoaderArgs) {
  const apiFetch = context.get(apiFetchContext);
  const [plans, providers] = await Promise.all([getPlanCatalog(apiFetch), getPaymentProviders(apiFetch)]);
  return {messages: pageMessagesFor(request, 'v3-pricing'), plans, providers};
}

/**
 * `/v3/pricing` (and `/pricing`): every plan, as cards and a comparison table; checkout when signed in.
 * A guest gets it without React (`hydrate: false`): links, and a period switch that CSS runs.
 */
export default function Pricing({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PricingContent catalog={loaderData.plans} providers={loaderData.providers} />
      <StaticConsentBanners />
    </PageMessages>
  );
}

function PricingContent({catalog, providers}: {catalog: PlanCatalog; providers: PaymentProviders}) {
  const locale = useIntl().locale === 'en' ? 'en' : 'id';
  const user = useAtomValue(currentUserAtom);
  const currency = locale === 'en' ? 'USD' : 'IDR';
  const provider = providers[currency];
  const guestTable = (
    <PricingGuestTable
      plans={catalog.items}
      minorUnits={catalog.minorUnits}
      recommendedPlanId={RECOMMENDED_PLAN}
      payable={provider !== null}
      registerLink={<Link to={localePath('register', locale)} />}
      signInLink={<Link to={localePath('login', locale)} />}
    />
  );
  return (
    <PricingPage
      title={<FormattedMessage {...pageMessages['v3-pricing'].title} />}
      paymentProvider={provider}
      detailLink={<Link to={localePath('detail_pricing', locale)} />}
    >
      {user ? (
        <Suspense fallback={guestTable}>
          <PricingAccount catalog={catalog} currency={currency} payable={provider !== null} />
        </Suspense>
      ) : (
        guestTable
      )}
    </PricingPage>
  );
}
