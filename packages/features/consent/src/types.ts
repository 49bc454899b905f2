import type {AnchorHTMLAttributes, ComponentType} from 'react';

/** Props of the link the app renders for the banner's link, so its router handles it. */
export type ConsentLinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {href: string};

/** The app's link component (a router link taking `href`). */
export type ConsentLinkComponent = ComponentType<ConsentLinkComponentProps>;

/** Where the banner's link to the privacy policy goes, and how it is drawn. */
export interface ConsentLinkOptions {
  /** The privacy policy's address in the page's language. */
  privacyPolicyHref: string;
  /** Renders the link to the privacy policy, so client-side navigation works; a plain `<a>` by default. */
  linkComponent?: ConsentLinkComponent;
}
