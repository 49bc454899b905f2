import {Outlet, type MiddlewareFunction} from 'react-router';
import {clientMiddleware as clientRegistry, runRouteMiddleware, serverMiddleware} from './middleware';

// The route a page with `middleware` in the route table is wrapped in (app/routes.ts): it runs the
// page's middleware on the server for the document request and in the browser before every entry.

/** The server's half of the page's route middleware. */
export const middleware: MiddlewareFunction<Response>[] = [
  async (args) => runRouteMiddleware(serverMiddleware, args),
];

/** The browser's half of the page's route middleware. */
export const clientMiddleware: MiddlewareFunction<Record<string, unknown>>[] = [
  async (args) => runRouteMiddleware(clientRegistry, args),
];

/** Nothing to load: present so that every client-side entry runs the client middleware. */
export async function clientLoader() {
  return null;
}

export default function PageMiddleware() {
  return <Outlet />;
}
