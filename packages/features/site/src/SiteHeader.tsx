import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {Button, ColorModeSwitch, IconButton, closeIcon, menuIcon} from '@nada/ui';
import {siteMessages} from './messages';
import {SiteAnchor} from './SiteAnchor';
import {SiteBrand} from './SiteBrand';
import type {SiteLink, SiteLinkComponent, SiteLinkOptions} from './types';
import './site.css';

/** The pages the header links to, in the page's language. */
export interface SiteHeaderHrefs {
  home: string;
  minusOne: string;
  videoLink: string;
  ai: string;
  sounds: string;
  pricing: string;
  signIn: string;
}

/** What the header shows of a signed-in user. */
export interface SiteHeaderAccount {
  /** The user's menu on wider screens (the app's, with their name and pages). */
  menu: ReactNode;
  /** The user's own pages, after the main ones in the phone menu. */
  places: readonly SiteLink[];
  /** The accessible name of the list of those pages. */
  placesLabel: string;
  /** The text of the phone menu's sign-out button. */
  signOutLabel: ReactNode;
  onSignOut: () => void;
}

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps extends SiteLinkOptions {
  hrefs: SiteHeaderHrefs;
  /** Renders the navigation's links and marks the current page's (`aria-current="page"`); `linkComponent` by default. */
  navLinkComponent?: SiteLinkComponent;
  /** The language switch ({@link LanguageSwitch}). */
  languageSwitch: ReactNode;
  /** The current page's path: the phone menu closes when it changes. */
  pathname: string;
  /** The signed-in user; `null` or absent while signed out or not yet known (the header then looks signed out). */
  account?: SiteHeaderAccount | null;
}

type NavigationItem = {href: keyof SiteHeaderHrefs; label: (typeof siteMessages)[keyof typeof siteMessages]};

const navigation: readonly NavigationItem[] = [
  {href: 'minusOne', label: siteMessages.navMinusOne},
  {href: 'videoLink', label: siteMessages.navVideoLink},
  {href: 'ai', label: siteMessages.navAi},
  {href: 'sounds', label: siteMessages.navSounds},
  {href: 'pricing', label: siteMessages.navPricing},
];

/** The site header: logo, main navigation, language and colour-mode switches, sign-in or the user's menu. */
export function SiteHeader({
  hrefs,
  linkComponent,
  navLinkComponent = linkComponent,
  languageSwitch,
  pathname,
  account,
}: SiteHeaderProps) {
  const intl = useIntl();
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        <FormattedMessage {...siteMessages.skipToContent} />
      </a>
      <SiteBrand href={hrefs.home} className="site-header__brand" linkComponent={linkComponent} />
      <nav className="site-header__nav" aria-label={intl.formatMessage(siteMessages.mainNav)}>
        {navigation.map((item) => (
          <SiteAnchor
            key={item.href}
            href={hrefs[item.href]}
            className="site-header__link"
            linkComponent={navLinkComponent}
          >
            <FormattedMessage {...item.label} />
          </SiteAnchor>
        ))}
      </nav>
      <div className="site-header__actions">
        {languageSwitch}
        <ColorModeSwitch variant="compact" className="site-header__color-mode" />
        {account ? (
          account.menu
        ) : (
          <Button asChild size="sm" variant="secondary" className="site-header__sign-in">
            <SiteAnchor href={hrefs.signIn} linkComponent={linkComponent}>
              <FormattedMessage {...siteMessages.signIn} />
            </SiteAnchor>
          </Button>
        )}
        <MenuDisclosure
          hrefs={hrefs}
          pathname={pathname}
          account={account ?? null}
          linkComponent={linkComponent}
          navLinkComponent={navLinkComponent}
        />
      </div>
    </header>
  );
}

/**
 * The navigation on narrow screens: a disclosure (a button that shows a list of links), not an ARIA
 * menu, since its items are links; a signed-in user's own pages follow the main ones. It closes on Escape, on a click outside and after navigating.
 */
function MenuDisclosure({
  hrefs,
  pathname,
  account,
  linkComponent,
  navLinkComponent,
}: {
  hrefs: SiteHeaderHrefs;
  pathname: string;
  account: SiteHeaderAccount | null;
  linkComponent?: SiteLinkComponent;
  navLinkComponent?: SiteLinkComponent;
}) {
  const intl = useIntl();
  // Open on the page where it was opened: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      root.current?.querySelector('button')?.focus();
    };
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  return (
    <div ref={root} className="site-header__menu">
      <IconButton
        label={intl.formatMessage(siteMessages.menu)}
        icon={open ? closeIcon : menuIcon}
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      />
      <div id={panelId} className="site-header__panel" hidden={!open}>
        <nav aria-label={intl.formatMessage(siteMessages.mainNav)}>
          <ul>
            {navigation.map((item) => (
              <li key={item.href}>
                <SiteAnchor
                  href={hrefs[item.href]}
                  className="site-header__panel-link"
                  linkComponent={navLinkComponent}
                >
                  <FormattedMessage {...item.label} />
                </SiteAnchor>
              </li>
            ))}
          </ul>
        </nav>
        {account && (
          <nav aria-label={account.placesLabel} className="site-header__panel-places">
            <ul>
              {account.places.map((place) => (
                <li key={place.href}>
                  <SiteAnchor
                    href={place.href}
                    className="site-header__panel-link"
                    linkComponent={navLinkComponent}
                  >
                    {place.label}
                  </SiteAnchor>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="site-header__panel-actions">
          <ColorModeSwitch variant="compact" />
          {account ? (
            <Button size="sm" variant="secondary" onClick={account.onSignOut}>
              {account.signOutLabel}
            </Button>
          ) : (
            <Button asChild size="sm" variant="secondary">
              <SiteAnchor href={hrefs.signIn} linkComponent={linkComponent}>
                <FormattedMessage {...siteMessages.signIn} />
              </SiteAnchor>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
