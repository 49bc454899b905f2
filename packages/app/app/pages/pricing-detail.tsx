import {Link as RouterLink} from 'react-router';
import {FormattedMessage, useIntl} from 'react-intl';
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
import type {Route} from './+types/pricing-detail';
import {pricingDetailMessages as m} from './pricingDetailMessages';
import './pricing.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// Rendered per request: the plans are the API's (GET /api/plans).
export async function loader({request, context}: Route.LoaderArgs) {
  return {
    messages: pageMessagesFor(request, 'detail_pricing'),
    plans: await getPlanCatalog(context.get(apiFetchContext)),
  };
}

const FAQ = [
  ['faqCountedQ', 'faqCountedA'],
  ['faqFailedQ', 'faqFailedA'],
  ['faqRolloverQ', 'faqRolloverA'],
  ['faqUpgradeQ', 'faqUpgradeA'],
] as const;

/** `/detail_pricing`: every plan's limits side by side, and the questions people ask about minutes. */
export default function DetailPricing({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <DetailContent catalog={loaderData.plans} />
    </PageMessages>
  );
}

function DetailContent({catalog}: {catalog: PlanCatalog}) {
  const locale: Locale = useIntl().locale === 'en' ? 'en' : 'id';
  return (
    <div className="pricing-page pricing-detail">
      <header className="pricing-page__header">
        <h1>
          <FormattedMessage {...pageMessages.detail_pricing.title} />
        </h1>
        <p className="pricing-page__lead">
          <FormattedMessage {...m.detailLead} />
        </p>
      </header>
      <PricingTable
        plans={catalog.items}
        minorUnits={catalog.minorUnits}
        recommendedPlanId={RECOMMENDED_PLAN}
        planHeading="h2"
        renderAction={() => null}
      />
      <section className="pricing-faq" aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title">
          <FormattedMessage {...m.faqTitle} />
        </h2>
        {/* Native disclosure: no script needed on this public page. */}
        {FAQ.map(([question, answer]) => (
          <details key={question} className="pricing-faq__item">
            <summary>
              <FormattedMessage {...m[question]} />
            </summary>
            <p>
              <FormattedMessage {...m[answer]} />
            </p>
          </details>
        ))}
      </section>
      <p className="pricing-page__more">
        <RouterLink to={localePath('v3-pricing', locale)}>
          <FormattedMessage {...pageMessages['v3-pricing'].title} />
        </RouterLink>
      </p>
    </div>
  );
}
