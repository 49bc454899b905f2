import type {ReactNode} from 'react';
import {FormattedMessage, type MessageDescriptor} from 'react-intl';
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
import {aboutMessages as m, aboutMessages as v} from './aboutMessages';
import {SiteAnchor} from './SiteAnchor';
import type {SiteLinkOptions} from './types';
import './about.css';

/** The pages the about page links to, in the page's language. */
export interface AboutHrefs {
  support: string;
  minusOne: string;
}

/** Props of {@link About}. */
export interface AboutProps extends SiteLinkOptions {
  /** The page's h1: its page title. */
  title: ReactNode;
  hrefs: AboutHrefs;
  /** Rendered at the end of the page (the app's consent banners for the pages sent without React). */
  children?: ReactNode;
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
export function About({title, hrefs, linkComponent, children}: AboutProps) {
  return (
    <div className="about">
      <header className="about-hero">
        <p className="about-hero__eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>{title}</h1>
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
            <SiteAnchor href={hrefs.support} linkComponent={linkComponent}>
              <FormattedMessage {...m.ctaSupport} />
            </SiteAnchor>
          </Button>
          <Button asChild variant="secondary" iconStart={microphoneIcon}>
            <SiteAnchor href={hrefs.minusOne} linkComponent={linkComponent}>
              <FormattedMessage {...m.ctaTry} />
            </SiteAnchor>
          </Button>
        </div>
      </section>
      {children}
    </div>
  );
}
