import type {AnchorHTMLAttributes, ComponentType, ReactNode} from 'react';

/** Props of the link the app renders for the site's links, so its router handles them. */
export type SiteLinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {href: string};

/** The app's link component (a router link taking `href`); a plain `<a>` when absent. */
export type SiteLinkComponent = ComponentType<SiteLinkComponentProps>;

/** Props every part with links takes. */
export interface SiteLinkOptions {
  /** Renders the part's links, so client-side navigation works; a plain `<a>` by default. */
  linkComponent?: SiteLinkComponent;
}

/** A link with its visible text, e.g. a page and its title. */
export interface SiteLink {
  href: string;
  label: ReactNode;
}

/** One of Nada's two languages. */
export type SiteLocale = 'id' | 'en';
