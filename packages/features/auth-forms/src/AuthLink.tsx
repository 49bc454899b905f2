import {Link} from '@nada/ui';
import type {LinkVariant} from '@nada/ui';
import type {ReactNode} from 'react';
import type {AuthLinkComponent} from './types';

/** Props of {@link AuthLink}. */
export interface AuthLinkProps {
  /** Where the link goes. */
  href: string;
  /** The app's link component; a plain `<a>` when absent. */
  linkComponent?: AuthLinkComponent;
  /** Presentation. @default 'inline' */
  variant?: LinkVariant;
  children: ReactNode;
}

/** A @nada/ui Link drawn around the app's router link when the app gives one. */
export function AuthLink({href, linkComponent: Component, variant, children}: AuthLinkProps) {
  if (!Component) {
    return (
      <Link href={href} variant={variant}>
        {children}
      </Link>
    );
  }
  return (
    <Link asChild variant={variant}>
      <Component href={href}>{children}</Component>
    </Link>
  );
}
