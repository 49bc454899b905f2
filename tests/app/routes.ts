import {pages, type PageRoute} from '../../packages/app/app/routing/routeTable';

/** A sample value for each route parameter, so every page of the route table can be visited. */
const sampleParams: Record<string, string> = {id: 'someone'};

/** `pattern` (a route table path) with its parameters filled in. */
export function withParams(pattern: string, params: Record<string, string>): string {
  return `/${pattern.replace(/:(\w+)/g, (_, param: string) => params[param] ?? param)}`;
}

/** Who can see a page: anyone, or only a signed-in user (`signed-in`), or only an admin. */
export type Visitor = 'anyone' | 'signed-in' | 'admin';

/** Every page of the route table as a visitable path without locale prefix (the index redirects). */
export const pagePaths = pages
  .filter((page) => page.path !== '')
  .map((page) => ({
    name: page.name,
    pattern: page.path,
    /** With sample parameters: pages that look a parameter up need a real one (see withParams). */
    path: withParams(page.path, sampleParams),
    visitor: visitorOf(page),
  }));

function visitorOf(page: PageRoute): Visitor {
  if (!page.middleware?.includes('auth')) return 'anyone';
  const access = page.access ?? 'signed-in';
  if (access === 'admin') return 'admin';
  // A `shared` page without an item (`?id=`) is the signed-in user's own list.
  return access === 'signed-in' || access === 'shared' ? 'signed-in' : 'anyone';
}

export const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
