import {FormattedMessage, useIntl} from 'react-intl';
import {Link} from 'react-router';
import {PricingDetail} from '@nada/pricing-table';
import {PageMessages} from '../components/PageMessages';
import {StaticConsentBanners} from '../components/StaticConsentBanners';
import {RECOMMENDED_PLAN, type PlanCatalog} from '../content/planCatalog';
import {messagesAndPlansLoader} from '../i18n.server';
import {pageMessages} from '../pageMessages';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import type {Route} from './+types/pricing-detail';

export const meta = pageMeta;

// Rendered per request: the plans are the API's (GET /api/plans).
export const loader = messagesAndPlansLoader('detail_pricing');

/** `/detail_pricing`: every plan's limits side by side, and the questions people ask about minutes. */
export default function DetailPricing({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <DetailContent catalog={loaderData.plans} />
      <StaticConsentBanners />
    </PageMessages>
  );
}

function DetailContent({catalog}: {catalog: PlanCatalog}) {
  const locale = useIntl().locale === 'en' ? 'en' : 'id';
  return (
    <PricingDetail
      title={<FormattedMessage {...pageMessages.detail_pricing.title} />}
      plans={catalog.items}
      minorUnits={catalog.minorUnits}
      recommendedPlanId={RECOMMENDED_PLAN}
      pricingLink={<Link to={localePath('v3-pricing', locale)} />}
      pricingLabel={<FormattedMessage {...pageMessages['v3-pricing'].title} />}
    />
  );
}
