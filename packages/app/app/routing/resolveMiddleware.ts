import {MIDDLEWARE_NAMES, type PageRoute} from './routeTable';

/** The implementations of a page's middleware names, in order; an unknown name fails. */
export function resolveMiddleware<M>(registry: Record<string, M>, names: readonly string[] | undefined): M[] {
  return (names ?? []).map((name) => {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!middleware) throw new Error(`Unknown route middleware: ${name}`);
    return middleware;
  });
}

/** Checks every page's middleware names against those that exist, so a typo fails the build. */
export function checkRouteMiddleware(routes: readonly Pick<PageRoute, 'name' | 'middleware'>[]): void {
  const known = Object.fromEntries(MIDDLEWARE_NAMES.map((name) => [name, name]));
  for (const route of routes) resolveMiddleware(known, route.middleware);
}
