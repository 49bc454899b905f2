import type {AnchorHTMLAttributes} from 'react';
import {Link} from 'react-router';

/** The router's link for a feature's links (`linkComponent`), so they navigate without a page load. */
export function RouterLink({href, ...props}: AnchorHTMLAttributes<HTMLAnchorElement> & {href: string}) {
  return <Link to={href} {...props} />;
}
