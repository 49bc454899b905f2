import {Link} from 'react-router';
import {copyrightYear} from 'virtual:nada-build';
import {FormattedMessage, useIntl} from 'react-intl';
import {PrivacySettingsItem} from '@nada/consent';
import {pageMessages} from '../pageMessages';
import {localePath} from '../routing/paths';
import type {RouteName} from '../routing/routeTable';
import {Logo} from './Logo';
import {copyrightMessage, shellMessages} from './shellMessages';

const columns = [
  {
    heading: shellMessages.footerProduct,
    routes: ['v3-minusone', 'v3-generate_fr_yt', 'v3-generate_ai', 'tone-sound', 'v3-pricing'],
  },
  {heading: shellMessages.footerCompany, routes: ['about', 'support']},
  {heading: shellMessages.footerLegal, routes: ['privacy_policy', 'term_and_condition']},
] as const satisfies readonly {heading: unknown; routes: readonly RouteName[]}[];

/** The site footer: product, company and legal links, and the privacy settings when analytics is on. */
export function SiteFooter() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  return (
    <footer className="site-footer">
      <div className="site-footer__brand">
        <Logo />
        <p>
          <FormattedMessage {...shellMessages.footerTagline} />
        </p>
      </div>
      {columns.map((column) => (
        <nav
          key={column.heading.id}
          className="site-footer__column"
          aria-label={intl.formatMessage(column.heading)}
        >
          <h2>
            <FormattedMessage {...column.heading} />
          </h2>
          <ul>
            {column.routes.map((route) => (
              <li key={route}>
                <Link to={localePath(route, locale)}>
                  <FormattedMessage {...pageMessages[route].title} />
                </Link>
              </li>
            ))}
            {column.heading === shellMessages.footerLegal && (
              <PrivacySettingsItem className="site-footer__button" />
            )}
          </ul>
        </nav>
      ))}
      <p className="site-footer__copyright">
        <FormattedMessage {...copyrightMessage} values={{year: copyrightYear}} />
      </p>
    </footer>
  );
}
