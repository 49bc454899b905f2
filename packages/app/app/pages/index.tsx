// `/` has the `auth` middleware (app/routing/middleware.ts): a guest goes to the landing page, a
// signed-in user to their home. The page itself never shows.
export default function Index() {
  return null;
}
