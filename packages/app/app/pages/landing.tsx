import {Link} from 'react-router';
import {FormattedMessage, useIntl, type MessageDescriptor} from 'react-intl';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Icon,
  type IconName,
} from '@nada/ui';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import type {Route} from './+types/landing';
import {landingMessages as m} from './landingMessages';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

const features: {icon: IconName; title: MessageDescriptor; text: MessageDescriptor}[] = [
  {icon: 'microphone', title: m.featureMinusOneTitle, text: m.featureMinusOneText},
  {icon: 'sliders', title: m.featureKeyTitle, text: m.featureKeyText},
  {icon: 'waveform', title: m.featureStemsTitle, text: m.featureStemsText},
];

/** The public marketing page. */
export default function Landing() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  return (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="landing-title">
        <p className="landing__eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1 id="landing-title">
          <FormattedMessage {...m.heroTitle} />
        </h1>
        <p className="landing__lead">
          <FormattedMessage {...m.heroLead} />
        </p>
        <div className="landing__actions">
          <Button asChild size="lg" iconStart="microphone">
            <Link to={localePath('v3-minusone', locale)}>
              <FormattedMessage {...m.heroCta} />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={localePath('v3-pricing', locale)}>
              <FormattedMessage {...m.heroSecondary} />
            </Link>
          </Button>
        </div>
      </section>
      <section className="landing__section" aria-labelledby="landing-features">
        <h2 id="landing-features">
          <FormattedMessage {...m.featuresTitle} />
        </h2>
        <div className="landing__features">
          {features.map((feature) => (
            <Card key={feature.title.id} variant="outlined">
              <CardHeader>
                <span className="landing__feature-icon">
                  <Icon name={feature.icon} size={28} />
                </span>
                <CardTitle as="h3">
                  <FormattedMessage {...feature.title} />
                </CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription>
                  <FormattedMessage {...feature.text} />
                </CardDescription>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
      <section className="landing__section" aria-labelledby="landing-steps">
        <h2 id="landing-steps">
          <FormattedMessage {...m.stepsTitle} />
        </h2>
        <ol className="landing__steps">
          {[m.step1, m.step2, m.step3].map((step) => (
            <li key={step.id}>
              <FormattedMessage {...step} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
