import type {AnchorHTMLAttributes} from 'react';
import {Link, NavLink} from 'react-router';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {href: string};

/** The router's link for a feature's links (`linkComponent`), so they navigate without a page load. */
export function RouterLink({href, ...props}: LinkProps) {
  return <Link to={href} {...props} />;
}

/** The router's link that marks the current page (`aria-current="page"`), for a navigation's links. */
export function RouterNavLink({href, ...props}: LinkProps) {
  return <NavLink to={href} {...props} />;
}
