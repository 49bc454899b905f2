import type {ReactNode} from 'react';
import './layout.css';

/** Props of {@link SiteLayout}. */
export interface SiteLayoutProps {
  /** The site's header (`SiteHeader`). */
  header: ReactNode;
  /** The page. */
  children: ReactNode;
  /** The site's footer (`SiteFooter`). */
  footer: ReactNode;
  /** What follows the footer, fixed at the bottom of the window (the player's mini-player). */
  after?: ReactNode;
}

/**
 * The default layout: the header, the page in `<main id="content">` (the skip link's target, which
 * takes focus without a ring), the footer, and what stays at the bottom of the window.
 */
export function SiteLayout({header, children, footer, after}: SiteLayoutProps) {
  return (
    <div className="layout-default">
      {header}
      <main id="content" className="layout-default__main" tabIndex={-1}>
        {children}
      </main>
      {footer}
      {after}
    </div>
  );
}

/** Props of {@link SiteBlankLayout}. */
export interface SiteBlankLayoutProps {
  /** The logo as the link home (`SiteBrand`). */
  brand: ReactNode;
  /** The language switch (`LanguageSwitch`). */
  languageSwitch: ReactNode;
  /** The page, centred. */
  children: ReactNode;
}

/** The layout of sign-in and registration: just the logo, the language switch and the page. */
export function SiteBlankLayout({brand, languageSwitch, children}: SiteBlankLayoutProps) {
  return (
    <div className="layout-blank">
      <header className="layout-blank__top">
        {brand}
        {languageSwitch}
      </header>
      <main id="content" className="layout-blank__main">
        {children}
      </main>
    </div>
  );
}
