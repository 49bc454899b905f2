import type {ReactNode} from 'react';
import {LandingCta, LandingHero} from './LandingHero';
import {LandingFaq, LandingFeatures, LandingPricing, LandingSteps} from './LandingSections';
import type {LandingFaqValues, LandingSectionProps} from './landingTypes';

/** Props of {@link Landing}. */
export interface LandingProps extends LandingSectionProps {
  /** The id of the plan we suggest. */
  recommendedPlan: string;
  /** The links, addresses and numbers the questions' answers use. */
  faqValues: LandingFaqValues;
  /** Rendered at the end of the page (the app's consent banners for the pages sent without React). */
  children?: ReactNode;
}

/** The public marketing page: what Nada does, how, for how much, and the usual questions. */
export function Landing({hrefs, catalog, recommendedPlan, faqValues, linkComponent, children}: LandingProps) {
  return (
    <div className="landing">
      <LandingHero hrefs={hrefs} catalog={catalog} linkComponent={linkComponent} />
      <LandingFeatures hrefs={hrefs} linkComponent={linkComponent} />
      <LandingSteps />
      <LandingPricing
        hrefs={hrefs}
        catalog={catalog}
        recommendedPlan={recommendedPlan}
        linkComponent={linkComponent}
      />
      <LandingFaq catalog={catalog} values={faqValues} />
      <LandingCta hrefs={hrefs} catalog={catalog} linkComponent={linkComponent} />
      {children}
    </div>
  );
}
