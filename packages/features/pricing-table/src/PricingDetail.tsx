import {cloneElement, type ReactNode} from 'react';
import {FormattedMessage} from 'react-intl';
import {detailMessages as m} from './detailMessages';
import {PricingTable} from './PricingTable';
import type {PricingLinkElement, PricingTableData} from './types';
import './pricingPage.css';

/** Props of {@link PricingDetail}. */
export interface PricingDetailProps extends PricingTableData {
  /** The page's heading. */
  title: ReactNode;
  /** The plan to suggest, marked "Recommended". */
  recommendedPlanId?: string;
  /** The link back to the pricing page, without its text. */
  pricingLink: PricingLinkElement;
  /** The text of that link: the pricing page's title. */
  pricingLabel: ReactNode;
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
  pricingLink,
  pricingLabel,
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
      <p className="pricing-page__more">{cloneElement(pricingLink, {}, pricingLabel)}</p>
    </div>
  );
}
