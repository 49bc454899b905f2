import {FormattedMessage} from 'react-intl';
import {Button, Icon, checkIcon, microphoneIcon, waveformIcon} from '@nada/ui';
import {catalogPlan, planFigures} from '@nada/pricing-table';
import {landingMessages as m, landingValueMessages as v} from './landingMessages';
import type {LandingSectionProps} from './landingTypes';
import {SiteAnchor} from './SiteAnchor';
import './landing.css';

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

/** The landing's opening: the promise (the page's h1), the two ways in and the picture of a mixer. */
export function LandingHero({hrefs, catalog, linkComponent}: LandingSectionProps) {
  const free = planFigures(catalogPlan(catalog, 'free'));
  return (
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
            <SiteAnchor href={hrefs.minusOne} linkComponent={linkComponent}>
              <FormattedMessage {...m.heroCta} />
            </SiteAnchor>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <SiteAnchor href={hrefs.pricing} linkComponent={linkComponent}>
              <FormattedMessage {...m.heroSecondary} />
            </SiteAnchor>
          </Button>
        </div>
        <p className="landing-hero__note">
          <Icon icon={checkIcon} size={18} />
          <FormattedMessage {...v.heroNote} values={{minutes: free.monthlyMinutes}} />
        </p>
      </div>
      <MixerPicture />
    </section>
  );
}

/** The landing's closing call: the free minutes, a way in and who makes Nada. */
export function LandingCta({hrefs, catalog, linkComponent}: LandingSectionProps) {
  const free = planFigures(catalogPlan(catalog, 'free'));
  return (
    <section className="landing-cta" aria-labelledby="landing-cta">
      <h2 id="landing-cta">
        <FormattedMessage {...m.ctaTitle} />
      </h2>
      <p>
        <FormattedMessage {...v.ctaText} values={{minutes: free.monthlyMinutes}} />
      </p>
      <div className="landing-actions">
        <Button asChild size="lg" iconStart={microphoneIcon}>
          <SiteAnchor href={hrefs.minusOne} linkComponent={linkComponent}>
            <FormattedMessage {...m.heroCta} />
          </SiteAnchor>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <SiteAnchor href={hrefs.about} linkComponent={linkComponent}>
            <FormattedMessage {...m.ctaAbout} />
          </SiteAnchor>
        </Button>
      </div>
    </section>
  );
}
