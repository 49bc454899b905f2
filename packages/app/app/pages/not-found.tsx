import {data} from 'react-router';
import {pagePathname} from '../routing/locales';
import type {Route} from './+types/not-found';

// Any path outside the route table answers 404 with the not-found view in the path's language.
export function loader({request}: Route.LoaderArgs) {
  const path = pagePathname(new URL(request.url));
  console.warn(`Page Not Found: ${path}`);
  throw data(`Page Not Found: ${path}`, {status: 404});
}

export default function NotFound() {
  return null;
}
