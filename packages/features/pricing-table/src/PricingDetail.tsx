import type {ReactNode} from 'react';
import {FormattedMessage} from 'react-intl';
import {pageMessages as m} from './pageMessages';
import {PricingLink} from './PricingLink';
import {PricingTable} from './PricingTable';
import type {PricingLinkComponent, PricingTableData} from './types';
import './pricingPage.css';

/** Props of {@link PricingDetail}. */
export interface PricingDetailProps extends PricingTableData {
  /** The page's heading. */
  title: ReactNode;
  /** The plan to suggest, marked "Recommended". */
  recommendedPlanId?: string;
  /** Where the pricing page is. */
  pricingHref: string;
  /** The text of the link back to the pricing page (its title). */
  pricingLabel: ReactNode;
  /** Renders the page's links, so client-side navigation works; a plain `<a>` by default. */
  linkComponent?: PricingLinkComponent;
}

const FAQ = [
  ['faqCountedQ', 'faqCountedA'],
  ['faqFailedQ', 'faqFailedA'],
  ['faqRolloverQ', 'faqRolloverA'],
  ['faqUpgradeQ', 'faqUpgradeA'],
] as const;

/** The detailed pricing page: every plan's limits side by side, and the questions people ask about minutes. */
export function PricingDetail({
  title,
  plans,
  minorUnits,
  recommendedPlanId,
  pricingHref,
  pricingLabel,
  linkComponent,
}: PricingDetailProps) {
  return (
    <div className="pricing-page pricing-detail">
      <header className="pricing-page__header">
        <h1>{title}</h1>
        <p className="pricing-page__lead">
          <FormattedMessage {...m.detailLead} />
        </p>
      </header>
      <PricingTable
        plans={plans}
        minorUnits={minorUnits}
        recommendedPlanId={recommendedPlanId}
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
        <PricingLink href={pricingHref} linkComponent={linkComponent}>
          {pricingLabel}
        </PricingLink>
      </p>
    </div>
  );
}
