import {pages, type PageRoute} from '../../packages/app/app/routing/routeTable';

/** A sample value for each route parameter, so every page of the route table can be visited. */
const sampleParams: Record<string, string> = {id: 'someone'};

/** Who can see a page: anyone, or only a signed-in user (`signed-in`), or only an admin. */
export type Visitor = 'anyone' | 'signed-in' | 'admin';

/** Every page of the route table as a visitable path without locale prefix (the index redirects). */
export const pagePaths = pages
  .filter((page) => page.path !== '')
  .map((page) => ({
    name: page.name,
    path: `/${page.path.replace(/:(\w+)/g, (_, param: string) => sampleParams[param] ?? param)}`,
    visitor: visitorOf(page),
  }));

function visitorOf(page: PageRoute): Visitor {
  if (!page.middleware?.includes('auth')) return 'anyone';
  const access = page.access ?? 'signed-in';
  if (access === 'admin') return 'admin';
  return access === 'signed-in' ? 'signed-in' : 'anyone';
}

export const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
