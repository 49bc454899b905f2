import {redirect} from 'react-router';
import {localeFromPath, pagePathname} from '../routing/locales';
import {localePath} from '../routing/paths';
import type {Route} from './+types/index';

// `/` sends guests to the landing page (and, once sign-in exists, signed-in users to their home).
export function loader({request}: Route.LoaderArgs) {
  return redirect(localePath('landing', localeFromPath(pagePathname(new URL(request.url)))));
}

export default function Index() {
  return null;
}
