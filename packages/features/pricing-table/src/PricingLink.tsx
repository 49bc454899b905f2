import type {PricingLinkComponent, PricingLinkComponentProps} from './types';

/** The app's router link when it gives one, else a plain `<a>`; takes the props `asChild` parents pass. */
export function PricingLink({
  linkComponent: Component,
  ...props
}: PricingLinkComponentProps & {linkComponent?: PricingLinkComponent | undefined}) {
  return Component ? <Component {...props} /> : <a {...props} />;
}
