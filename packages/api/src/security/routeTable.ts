import type {HTTPMethods} from 'fastify';
import fp from 'fastify-plugin';
import type {AuthRequirement} from '../auth/authPlugin.ts';

/** One route as registered, for the authorization matrix and anything else that must see them all. */
export interface RouteEntry {
  method: HTTPMethods;
  /** With its prefix and parameters, e.g. `/api/jobs/:id`. */
  url: string;
  auth: AuthRequirement | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the route table plugin, hidden ones (openapi.json) included. */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route as Fastify registers it, one entry per method. The OpenAPI document leaves
 * hidden routes out, so checks that must cover every route read this instead.
 */
export const routeTablePlugin = fp(
  async (app) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) table.push({method, url: route.url, auth: route.config?.auth});
    });
  },
  {name: 'nada-route-table'},
);
