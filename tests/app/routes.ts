import {pages} from '../../packages/app/app/routing/routeTable';

/** A sample value for each route parameter, so every page of the route table can be visited. */
const sampleParams: Record<string, string> = {id: 'someone'};

/** Every page of the route table as a visitable path without locale prefix (the index redirects). */
export const pagePaths = pages
  .filter((page) => page.path !== '')
  .map((page) => ({
    name: page.name,
    path: `/${page.path.replace(/:(\w+)/g, (_, param: string) => sampleParams[param] ?? param)}`,
  }));

export const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
