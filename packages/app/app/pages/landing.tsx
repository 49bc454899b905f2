import type {ReactNode} from 'react';
import {Link as RouterLink} from 'react-router';
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
  checkIcon,
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
import {StaticConsentBanners} from '../components/StaticConsentBanners';
import {useRichTextValues} from '../components/richText';
import {RETENTION} from '../content/legal';
import {RECOMMENDED_PLAN, type PlanCatalog} from '../content/planCatalog';
import {getPlanCatalog} from '../content/plansApi';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import {apiFetchContext} from '../security/requestContext.server';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import type {RouteName} from '../routing/routeTable';
import type {Route} from './+types/landing';
import {landingMessages as m, landingValueMessages as v} from './landingMessages';
import './landing.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's long texts travel with its own data, not with every page's (see the route table's catalog).
// The plans come from the API on each render, so the page promises what the API enforces.
export async function loader({request, context}: Route.LoaderArgs) {
  return {
    messages: pageMessagesFor(request, 'landing'),
    plans: await getPlanCatalog(context.get(apiFetchContext)),
  };
}

const features: {icon: IconData; route: RouteName; title: MessageDescriptor; text: MessageDescriptor}[] = [
  {icon: microphoneIcon, route: 'v3-minusone', title: m.featureMinusOneTitle, text: m.featureMinusOneText},
  {icon: slidersIcon, route: 'v3-minusone-custom', title: m.featureStemsTitle, text: m.featureStemsText},
  {icon: videoIcon, route: 'v3-generate_fr_yt', title: m.featureVideoTitle, text: m.featureVideoText},
  {icon: sparkleIcon, route: 'v3-generate_ai', title: m.featureAiTitle, text: m.featureAiText},
  {icon: metronomeIcon, route: 'tone-sound', title: m.featureToolsTitle, text: m.featureToolsText},
  {
    icon: playlistIcon,
    route: 'v3-playground',
    title: m.featurePlaygroundTitle,
    text: m.featurePlaygroundText,
  },
];

const steps = [
  {icon: uploadIcon, title: m.step1Title, text: m.step1Text},
  {icon: slidersIcon, title: m.step2Title, text: m.step2Text},
  {icon: waveformIcon, title: m.step3Title, text: m.step3Text},
  {icon: downloadIcon, title: m.step4Title, text: m.step4Text},
] as const satisfies readonly {icon: IconData; title: MessageDescriptor; text: MessageDescriptor}[];

// Bar heights (percent) of the decorative waveforms: fixed numbers, so server and browser draw the same.
const wave = (seed: number) =>
  Array.from({length: 28}, (_, i) =>
    Math.round(
      18 + 78 * Math.abs(Math.sin(i * 0.55 + seed)) * (0.55 + 0.45 * Math.abs(Math.cos(i * 0.23 + seed))),
    ),
  );

const stems = [
  {stem: 'vocals', name: m.visualVocals, bars: wave(0.4), removed: true},
  {stem: 'drums', name: m.visualDrums, bars: wave(1.7), removed: false},
  {stem: 'bass', name: m.visualBass, bars: wave(2.9), removed: false},
  {stem: 'other', name: m.visualOther, bars: wave(4.2), removed: false},
];

/** A picture of a song split into stems with the vocals taken out; decoration only. */
function MixerPicture() {
  return (
    <div className="landing-mixer" aria-hidden="true">
      <div className="landing-mixer__top">
        <span className="landing-mixer__title">
          <Icon icon={waveformIcon} size={18} />
          <FormattedMessage {...m.visualTitle} />
        </span>
        <span className="landing-mixer__chip">
          <FormattedMessage {...v.visualKey} values={{semitones: '+2'}} />
        </span>
      </div>
      {stems.map((stem) => (
        <div
          key={stem.stem}
          className="landing-mixer__row"
          data-stem={stem.stem}
          data-removed={stem.removed ? '' : undefined}
        >
          <span className="landing-mixer__name">
            <FormattedMessage {...stem.name} />
          </span>
          <span className="landing-mixer__wave">
            {stem.bars.map((height, index) => (
              <i key={index} style={{height: `${height}%`}} />
            ))}
          </span>
          {stem.removed && (
            <span className="landing-mixer__removed">
              <FormattedMessage {...m.visualRemoved} />
            </span>
          )}
        </div>
      ))}
    </div>
  );
}

/** The public marketing page: what Nada does, how, for how much, and the usual questions. */
export default function Landing({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <LandingContent catalog={loaderData.plans} />
    </PageMessages>
  );
}

function LandingContent({catalog}: {catalog: PlanCatalog}) {
  const locale: Locale = useIntl().locale === 'en' ? 'en' : 'id';
  const rich = useRichTextValues();
  const free = planFigures(catalogPlan(catalog, 'free'));
  const plus = planFigures(catalogPlan(catalog, 'plus'));
  const pro = planFigures(catalogPlan(catalog, 'pro'));
  const faq: {id: string; question: MessageDescriptor; answer: ReactNode}[] = [
    {id: 'formats', question: m.faqFormatsQ, answer: <FormattedMessage {...m.faqFormatsA} />},
    {
      id: 'retention',
      question: m.faqRetentionQ,
      answer: (
        <FormattedMessage
          {...v.faqRetentionA}
          values={{
            freeDays: free.retentionDays,
            plusDays: plus.retentionDays,
            proDays: pro.retentionDays,
            historyLink: rich.historyLink,
          }}
        />
      ),
    },
    {
      id: 'rights',
      question: m.faqRightsQ,
      answer: <FormattedMessage {...v.faqRightsA} values={{termsLink: rich.termsLink}} />,
    },
    {id: 'quality', question: m.faqQualityQ, answer: <FormattedMessage {...m.faqQualityA} />},
    {
      id: 'payments',
      question: m.faqPaymentsQ,
      answer: <FormattedMessage {...v.faqPaymentsA} values={{pricingLink: rich.pricingLink}} />,
    },
    {
      id: 'delete',
      question: m.faqDeleteQ,
      answer: (
        <FormattedMessage
          {...v.faqDeleteA}
          values={{
            days: RETENTION.accountDeletionDays,
            historyLink: rich.historyLink,
            profileLink: rich.profileLink,
            privacyMail: rich.privacyMail,
            privacyEmail: rich.privacyEmail,
          }}
        />
      ),
    },
    {id: 'phone', question: m.faqPhoneQ, answer: <FormattedMessage {...m.faqPhoneA} />},
  ];
  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="landing-hero__text">
          <p className="landing-hero__eyebrow">
            <FormattedMessage {...m.eyebrow} />
          </p>
          <h1 id="landing-title">
            <FormattedMessage {...m.heroTitle} />
          </h1>
          <p className="landing-hero__lead">
            <FormattedMessage {...m.heroLead} />
          </p>
          <div className="landing-actions">
            <Button asChild size="lg" iconStart={microphoneIcon}>
              <RouterLink to={localePath('v3-minusone', locale)}>
                <FormattedMessage {...m.heroCta} />
              </RouterLink>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <RouterLink to={localePath('v3-pricing', locale)}>
                <FormattedMessage {...m.heroSecondary} />
              </RouterLink>
            </Button>
          </div>
          <p className="landing-hero__note">
            <Icon icon={checkIcon} size={18} />
            <FormattedMessage {...v.heroNote} values={{minutes: free.monthlyMinutes}} />
          </p>
        </div>
        <MixerPicture />
      </section>

      <LandingSection id="landing-features" title={m.featuresTitle} lead={m.featuresLead}>
        <ul className="landing-features">
          {features.map((feature) => (
            <li key={feature.route}>
              <Card asChild interactive variant="outlined" className="landing-feature">
                <RouterLink to={localePath(feature.route, locale)}>
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
                </RouterLink>
              </Card>
            </li>
          ))}
        </ul>
      </LandingSection>

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

      <LandingSection id="landing-pricing" title={m.pricingTitle} lead={m.pricingLead}>
        <div className="landing-plans">
          {catalog.items.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              minorUnits={catalog.minorUnits}
              recommended={plan.id === RECOMMENDED_PLAN}
              action={
                <Button asChild fullWidth variant={plan.id === RECOMMENDED_PLAN ? 'primary' : 'secondary'}>
                  {plan.id === 'free' ? (
                    <RouterLink to={localePath('register', locale)}>
                      <FormattedMessage {...m.pricingStartFree} />
                    </RouterLink>
                  ) : (
                    <RouterLink to={localePath('v3-pricing', locale)}>
                      <FormattedMessage {...v.choosePlan} values={{plan: plan.name[locale]}} />
                    </RouterLink>
                  )}
                </Button>
              }
            />
          ))}
        </div>
        <div className="landing-plans__more">
          <Link asChild variant="standalone" iconEnd={arrowRightIcon}>
            <RouterLink to={localePath('detail_pricing', locale)}>
              <FormattedMessage {...m.pricingCompare} />
            </RouterLink>
          </Link>
          <p>
            <FormattedMessage {...m.pricingNote} />
          </p>
        </div>
      </LandingSection>

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

      <section className="landing-cta" aria-labelledby="landing-cta">
        <h2 id="landing-cta">
          <FormattedMessage {...m.ctaTitle} />
        </h2>
        <p>
          <FormattedMessage {...v.ctaText} values={{minutes: free.monthlyMinutes}} />
        </p>
        <div className="landing-actions">
          <Button asChild size="lg" iconStart={microphoneIcon}>
            <RouterLink to={localePath('v3-minusone', locale)}>
              <FormattedMessage {...m.heroCta} />
            </RouterLink>
          </Button>
          <Button asChild size="lg" variant="ghost">
            <RouterLink to={localePath('about', locale)}>
              <FormattedMessage {...m.ctaAbout} />
            </RouterLink>
          </Button>
        </div>
      </section>
      <StaticConsentBanners />
    </div>
  );
}

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
