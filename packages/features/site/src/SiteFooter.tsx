import {FormattedMessage, useIntl} from 'react-intl';
import {PrivacySettingsItem} from '@nada/consent';
import {Logo} from './Logo';
import {copyrightMessage, siteMessages} from './messages';
import {SiteAnchor} from './SiteAnchor';
import type {SiteLink, SiteLinkOptions} from './types';
import './site.css';

/** The footer's links, by column. */
export interface SiteFooterLinks {
  /** The product's pages (the tools, the pricing). */
  product: readonly SiteLink[];
  /** About Nada and support. */
  company: readonly SiteLink[];
  /** The legal texts; the privacy settings follow them when analytics is on. */
  legal: readonly SiteLink[];
}

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps extends SiteLinkOptions {
  links: SiteFooterLinks;
  /** The year of the copyright line. */
  copyrightYear: number;
}

const columns = [
  {name: 'product', heading: siteMessages.footerProduct},
  {name: 'company', heading: siteMessages.footerCompany},
  {name: 'legal', heading: siteMessages.footerLegal},
] as const satisfies readonly {name: keyof SiteFooterLinks; heading: unknown}[];

/** The site footer: product, company and legal links, and the privacy settings when analytics is on. */
export function SiteFooter({links, copyrightYear, linkComponent}: SiteFooterProps) {
  const intl = useIntl();
  return (
    <footer className="site-footer">
      <div className="site-footer__brand">
        <Logo />
        <p>
          <FormattedMessage {...siteMessages.footerTagline} />
        </p>
      </div>
      {columns.map((column) => (
        <nav
          key={column.name}
          className="site-footer__column"
          aria-label={intl.formatMessage(column.heading)}
        >
          <h2>
            <FormattedMessage {...column.heading} />
          </h2>
          <ul>
            {links[column.name].map((link) => (
              <li key={link.href}>
                <SiteAnchor href={link.href} linkComponent={linkComponent}>
                  {link.label}
                </SiteAnchor>
              </li>
            ))}
            {column.name === 'legal' && <PrivacySettingsItem className="site-footer__button" />}
          </ul>
        </nav>
      ))}
      <p className="site-footer__copyright">
        <FormattedMessage {...copyrightMessage} values={{year: copyrightYear}} />
      </p>
    </footer>
  );
}
