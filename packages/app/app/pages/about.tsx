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
  type IconData,
  envelopeIcon,
  globeIcon,
  guitarIcon,
  headphonesIcon,
  heartIcon,
  homeIcon,
  lockIcon,
  microphoneIcon,
  pianoIcon,
  settingsIcon,
  videoIcon,
  waveformIcon,
} from '@nada/ui';
import {StaticConsentBanners} from '../components/StaticConsentBanners';
import {pageMessages} from '../pageMessages';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import type {Route} from './+types/about';
import {aboutMessages as m, aboutMessages as v} from './aboutMessages';
import './about.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's long texts travel with its own data, not with every page's (see the route table's catalogs).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'about')};
}

type Item = {icon: IconData; title: MessageDescriptor; text: MessageDescriptor};

const audiences: Item[] = [
  {icon: microphoneIcon, title: m.whoKaraokeTitle, text: m.whoKaraokeText},
  {icon: guitarIcon, title: m.whoBandsTitle, text: m.whoBandsText},
  {icon: pianoIcon, title: m.whoTeachersTitle, text: m.whoTeachersText},
  {icon: videoIcon, title: m.whoCreatorsTitle, text: m.whoCreatorsText},
];

const workings: Item[] = [
  {icon: waveformIcon, title: m.howServerTitle, text: m.howServerText},
  {icon: settingsIcon, title: m.howGpuTitle, text: m.howGpuText},
  {icon: homeIcon, title: m.howSelfHostTitle, text: m.howSelfHostText},
];

const values = [
  {icon: lockIcon, text: v.valueOwnership},
  {icon: globeIcon, text: v.valueIndonesian},
  {icon: heartIcon, text: v.valuePricing},
  {icon: headphonesIcon, text: v.valueAccess},
] as const satisfies readonly {icon: IconData; text: unknown}[];

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** What Nada is, who it is for, how it works and what it stands for. */
export default function About({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <AboutContent />
    </PageMessages>
  );
}

function AboutContent() {
  const intl = useIntl();
  const locale: Locale = intl.locale === 'en' ? 'en' : 'id';
  return (
    <div className="about">
      <header className="about-hero">
        <p className="about-hero__eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...pageMessages.about.title} />
        </h1>
        <p className="about-hero__lead">
          <FormattedMessage {...m.lead} />
        </p>
      </header>

      <section className="about-section about-what" aria-labelledby="about-what">
        <h2 id="about-what">
          <FormattedMessage {...m.whatTitle} />
        </h2>
        <div className="about-what__text">
          <p>
            <FormattedMessage {...m.whatText1} />
          </p>
          <p>
            <FormattedMessage {...m.whatText2} />
          </p>
        </div>
      </section>

      <section className="about-section" aria-labelledby="about-who">
        <h2 id="about-who">
          <FormattedMessage {...m.whoTitle} />
        </h2>
        <ul className="about-grid about-grid--four">
          {audiences.map((item) => (
            <li key={item.title.id}>
              <Card variant="outlined" className="about-card">
                <CardHeader>
                  <span className="about-card__icon">
                    <Icon icon={item.icon} size={24} />
                  </span>
                  <CardTitle as="h3">
                    <FormattedMessage {...item.title} />
                  </CardTitle>
                </CardHeader>
                <CardDescription>
                  <FormattedMessage {...item.text} />
                </CardDescription>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section" aria-labelledby="about-how">
        <h2 id="about-how">
          <FormattedMessage {...m.howTitle} />
        </h2>
        <ul className="about-grid about-grid--three">
          {workings.map((item) => (
            <li key={item.title.id} className="about-how">
              <span className="about-how__icon">
                <Icon icon={item.icon} size={24} />
              </span>
              <h3>
                <FormattedMessage {...item.title} />
              </h3>
              <p>
                <FormattedMessage {...item.text} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section" aria-labelledby="about-values">
        <h2 id="about-values">
          <FormattedMessage {...m.valuesTitle} />
        </h2>
        <ul className="about-values">
          {values.map((value) => (
            <li key={value.text.id}>
              <Icon icon={value.icon} size={22} />
              <p>
                <FormattedMessage {...value.text} values={{b: bold}} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-cta" aria-labelledby="about-cta">
        <h2 id="about-cta">
          <FormattedMessage {...m.ctaTitle} />
        </h2>
        <p>
          <FormattedMessage {...m.ctaText} />
        </p>
        <div className="about-cta__actions">
          <Button asChild iconStart={envelopeIcon}>
            <RouterLink to={localePath('support', locale)}>
              <FormattedMessage {...m.ctaSupport} />
            </RouterLink>
          </Button>
          <Button asChild variant="secondary" iconStart={microphoneIcon}>
            <RouterLink to={localePath('v3-minusone', locale)}>
              <FormattedMessage {...m.ctaTry} />
            </RouterLink>
          </Button>
        </div>
      </section>
      {/* Sent without React to a guest: the static page's script shows the consent banner from these. */}
      <StaticConsentBanners />
    </div>
  );
}
