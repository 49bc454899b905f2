import {useIntl} from 'react-intl';
import {Logo} from './Logo';
import {siteMessages} from './messages';
import {SiteAnchor} from './SiteAnchor';
import type {SiteLinkOptions} from './types';

/** Props of {@link SiteBrand}. */
export interface SiteBrandProps extends SiteLinkOptions {
  /** The home page's address in the page's language. */
  href: string;
  className?: string;
}

/** The logo as the link home, named "Nada home" for screen readers. */
export function SiteBrand({href, className, linkComponent}: SiteBrandProps) {
  const intl = useIntl();
  return (
    <SiteAnchor
      href={href}
      className={className}
      aria-label={intl.formatMessage(siteMessages.home)}
      linkComponent={linkComponent}
    >
      <Logo />
    </SiteAnchor>
  );
}
