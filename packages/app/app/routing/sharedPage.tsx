import {Outlet} from 'react-router';

export {clientLoader, clientMiddleware, middleware} from './privatePage';

// The wrapper of a `shared` page (the playlists: a guest may open one shared item, `?id=`): its
// middleware runs as a private page's does (the server sends a guest without an item to sign in,
// the browser checks the session before the page renders on hydration and every entry after), but
// without privatePage's HydrateFallback the server renders the page itself. The page puts nothing
// private in that HTML: what a guest gets is the shared item its loader read as a guest, and a
// browser with a session reads its own in the page. A guest gets that HTML without React
// (`hydrate: false`), so it must be the page.

/**
 * Nothing to load, but a server loader: a route whose clientLoader hydrates and that has neither a
 * server loader nor a HydrateFallback is not rendered on the server at all (React Router drops its
 * data), and the page below it with it.
 */
export function loader() {
  return null;
}

export default function SharedPage() {
  return <Outlet />;
}
