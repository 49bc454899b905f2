import type {ReactNode} from 'react';
import {FormattedMessage, useIntl, type MessageDescriptor} from 'react-intl';
import {
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  Icon,
  Link,
  type IconData,
  arrowRightIcon,
  chevronDownIcon,
  downloadIcon,
  metronomeIcon,
  microphoneIcon,
  playlistIcon,
  slidersIcon,
  sparkleIcon,
  uploadIcon,
  videoIcon,
  waveformIcon,
} from '@nada/ui';
import {catalogPlan, planFigures, PlanCard} from '@nada/pricing-table';
import {landingMessages as m, landingValueMessages as v} from './landingMessages';
import type {LandingFaqValues, LandingHrefs, LandingSectionProps} from './landingTypes';
import {SiteAnchor} from './SiteAnchor';
import './landing.css';

const features: {
  icon: IconData;
  href: keyof LandingHrefs;
  title: MessageDescriptor;
  text: MessageDescriptor;
}[] = [
  {icon: microphoneIcon, href: 'minusOne', title: m.featureMinusOneTitle, text: m.featureMinusOneText},
  {icon: slidersIcon, href: 'stems', title: m.featureStemsTitle, text: m.featureStemsText},
  {icon: videoIcon, href: 'videoLink', title: m.featureVideoTitle, text: m.featureVideoText},
  {icon: sparkleIcon, href: 'ai', title: m.featureAiTitle, text: m.featureAiText},
  {icon: metronomeIcon, href: 'tools', title: m.featureToolsTitle, text: m.featureToolsText},
  {icon: playlistIcon, href: 'playground', title: m.featurePlaygroundTitle, text: m.featurePlaygroundText},
];

const steps = [
  {icon: uploadIcon, title: m.step1Title, text: m.step1Text},
  {icon: slidersIcon, title: m.step2Title, text: m.step2Text},
  {icon: waveformIcon, title: m.step3Title, text: m.step3Text},
  {icon: downloadIcon, title: m.step4Title, text: m.step4Text},
] as const satisfies readonly {icon: IconData; title: MessageDescriptor; text: MessageDescriptor}[];

/** A section of the landing page: its heading (which names it) and an optional lead, then its content. */
function LandingSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: MessageDescriptor;
  lead?: MessageDescriptor;
  children: ReactNode;
}) {
  return (
    <section className="landing-section" aria-labelledby={id}>
      <header className="landing-section__header">
        <h2 id={id}>
          <FormattedMessage {...title} />
        </h2>
        {lead && (
          <p>
            <FormattedMessage {...lead} />
          </p>
        )}
      </header>
      {children}
    </section>
  );
}

/** What Nada does: one card per tool, each a link to it. */
export function LandingFeatures({hrefs, linkComponent}: Omit<LandingSectionProps, 'catalog'>) {
  return (
    <LandingSection id="landing-features" title={m.featuresTitle} lead={m.featuresLead}>
      <ul className="landing-features">
        {features.map((feature) => (
          <li key={feature.href}>
            <Card asChild interactive variant="outlined" className="landing-feature">
              <SiteAnchor href={hrefs[feature.href]} linkComponent={linkComponent}>
                <CardHeader>
                  <span className="landing-feature__icon">
                    <Icon icon={feature.icon} size={26} />
                  </span>
                  <CardTitle as="h3">
                    <FormattedMessage {...feature.title} />
                  </CardTitle>
                </CardHeader>
                <CardDescription>
                  <FormattedMessage {...feature.text} />
                </CardDescription>
                <Icon icon={arrowRightIcon} size={20} className="landing-feature__arrow" />
              </SiteAnchor>
            </Card>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

/** How it works, in four numbered steps. */
export function LandingSteps() {
  return (
    <LandingSection id="landing-steps" title={m.stepsTitle} lead={m.stepsLead}>
      <ol className="landing-steps">
        {steps.map((step) => (
          <li key={step.title.id}>
            <span className="landing-steps__icon">
              <Icon icon={step.icon} size={22} />
            </span>
            <h3>
              <FormattedMessage {...step.title} />
            </h3>
            <p>
              <FormattedMessage {...step.text} />
            </p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

/** Props of {@link LandingPricing}. */
export interface LandingPricingProps extends LandingSectionProps {
  /** The id of the plan we suggest, marked on its card. */
  recommendedPlan: string;
}

/** The plans, each with its way in, and a link to their full comparison. */
export function LandingPricing({hrefs, catalog, recommendedPlan, linkComponent}: LandingPricingProps) {
  const locale = useIntl().locale === 'en' ? 'en' : 'id';
  return (
    <LandingSection id="landing-pricing" title={m.pricingTitle} lead={m.pricingLead}>
      <div className="landing-plans">
        {catalog.items.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            minorUnits={catalog.minorUnits}
            recommended={plan.id === recommendedPlan}
            action={
              <Button asChild fullWidth variant={plan.id === recommendedPlan ? 'primary' : 'secondary'}>
                {plan.id === 'free' ? (
                  <SiteAnchor href={hrefs.register} linkComponent={linkComponent}>
                    <FormattedMessage {...m.pricingStartFree} />
                  </SiteAnchor>
                ) : (
                  <SiteAnchor href={hrefs.pricing} linkComponent={linkComponent}>
                    <FormattedMessage {...v.choosePlan} values={{plan: plan.name[locale]}} />
                  </SiteAnchor>
                )}
              </Button>
            }
          />
        ))}
      </div>
      <div className="landing-plans__more">
        <Link asChild variant="standalone" iconEnd={arrowRightIcon}>
          <SiteAnchor href={hrefs.pricingDetail} linkComponent={linkComponent}>
            <FormattedMessage {...m.pricingCompare} />
          </SiteAnchor>
        </Link>
        <p>
          <FormattedMessage {...m.pricingNote} />
        </p>
      </div>
    </LandingSection>
  );
}

/** Props of {@link LandingFaq}. */
export interface LandingFaqProps {
  /** The plan catalogue: how long each plan keeps files. */
  catalog: LandingSectionProps['catalog'];
  values: LandingFaqValues;
}

/** The usual questions, each a disclosure; the retention answer quotes the catalogue. */
export function LandingFaq({catalog, values}: LandingFaqProps) {
  const retentionDays = (id: string) => planFigures(catalogPlan(catalog, id)).retentionDays;
  const faq: {id: string; question: MessageDescriptor; answer: ReactNode}[] = [
    {id: 'formats', question: m.faqFormatsQ, answer: <FormattedMessage {...m.faqFormatsA} />},
    {
      id: 'retention',
      question: m.faqRetentionQ,
      answer: (
        <FormattedMessage
          {...v.faqRetentionA}
          values={{
            freeDays: retentionDays('free'),
            plusDays: retentionDays('plus'),
            proDays: retentionDays('pro'),
            historyLink: values.historyLink,
          }}
        />
      ),
    },
    {
      id: 'rights',
      question: m.faqRightsQ,
      answer: <FormattedMessage {...v.faqRightsA} values={{termsLink: values.termsLink}} />,
    },
    {id: 'quality', question: m.faqQualityQ, answer: <FormattedMessage {...m.faqQualityA} />},
    {
      id: 'payments',
      question: m.faqPaymentsQ,
      answer: <FormattedMessage {...v.faqPaymentsA} values={{pricingLink: values.pricingLink}} />,
    },
    {
      id: 'delete',
      question: m.faqDeleteQ,
      answer: (
        <FormattedMessage
          {...v.faqDeleteA}
          values={{
            days: values.accountDeletionDays,
            historyLink: values.historyLink,
            profileLink: values.profileLink,
            privacyMail: values.privacyMail,
            privacyEmail: values.privacyEmail,
          }}
        />
      ),
    },
    {id: 'phone', question: m.faqPhoneQ, answer: <FormattedMessage {...m.faqPhoneA} />},
  ];
  return (
    <LandingSection id="landing-faq" title={m.faqTitle}>
      <div className="landing-faq">
        {faq.map((item) => (
          <details key={item.id} className="landing-faq__item" id={`faq-${item.id}`}>
            <summary>
              <span>
                <FormattedMessage {...item.question} />
              </span>
              <Icon icon={chevronDownIcon} size={20} className="landing-faq__chevron" />
            </summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
