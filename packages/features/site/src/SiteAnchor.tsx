import type {SiteLinkComponentProps, SiteLinkOptions} from './types';

/** The app's router link when it gives one, else a plain `<a>`; takes the props `asChild` parents pass. */
export function SiteAnchor({linkComponent: Component, ...props}: SiteLinkComponentProps & SiteLinkOptions) {
  return Component ? <Component {...props} /> : <a {...props} />;
}
