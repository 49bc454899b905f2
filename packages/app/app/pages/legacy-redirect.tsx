import {redirect} from 'react-router';
import {localeFromPath, pagePathname, stripLocale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {legacyRedirects} from '../routing/routeTable';
import type {Route} from './+types/legacy-redirect';

// Older paths lead to their current page for good (301), keeping the locale prefix and the query.
export function loader({request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pathname = pagePathname(url);
  const legacy = stripLocale(pathname).replace(/^\/|\/$/g, '');
  const target = legacyRedirects[legacy as keyof typeof legacyRedirects];
  if (!target) throw new Response(null, {status: 404});
  return redirect(`${localePath(target, localeFromPath(pathname))}${url.search}`, 301);
}

export default function LegacyRedirect() {
  return null;
}
