import {Link} from 'react-router';
import {FormattedMessage, useIntl} from 'react-intl';
import {Button} from '@nada/ui';
import {catalogs, localeFromPath} from '../i18n';
import {messages} from '../messages';
import type {Route} from './+types/landing';
import './landing.css';

export function meta({location}: Route.MetaArgs) {
  const catalog = catalogs[localeFromPath(location.pathname)];
  return [
    {title: catalog[messages.title.id]},
    {name: 'description', content: catalog[messages.description.id]},
  ];
}

export default function Landing() {
  const intl = useIntl();
  const other = intl.locale === 'en' ? '/' : '/en';
  return (
    <main className="landing">
      <nav className="landing__nav">
        <span className="landing__brand">Nada</span>
        <Link to={other} hrefLang={intl.locale === 'en' ? 'id' : 'en'}>
          {intl.locale === 'en' ? 'Bahasa Indonesia' : 'English'}
        </Link>
      </nav>
      <section className="landing__hero">
        <h1>
          <FormattedMessage {...messages.heroTitle} />
        </h1>
        <p>
          <FormattedMessage {...messages.heroLead} />
        </p>
        <Button size="lg" iconStart="microphone">
          <FormattedMessage {...messages.heroCta} />
        </Button>
      </section>
    </main>
  );
}
