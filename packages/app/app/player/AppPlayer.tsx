import {Suspense, lazy, useState, type ReactNode} from 'react';
import {useMatches, type MiddlewareFunction} from 'react-router';
import {loadPlayer, loadedPlayer} from './playerModule';
import {PlayerMountedContext, pathMayPlay, routeMayPlay} from './playerPages';

// The player (controller, lock-screen controls, URL refresh) is its own chunk: a guest's public
// pages never load it (issue 21). The server renders it through `lazy`; the browser loads it before
// it renders a page that may play (preloadPlayerFor), so the page never waits on a fallback.
const LazyPlayer = lazy(loadPlayer);

/**
 * Loads the player before the browser renders a page that may play: before hydration
 * (entry.client.tsx) and before each navigation (the root's client middleware).
 */
export async function preloadPlayerFor(pathname: string): Promise<void> {
  if (pathMayPlay(pathname)) await loadPlayer();
}

/** The root's client middleware that loads the player before a navigation to a page that may play. */
export const playerClientMiddleware: MiddlewareFunction<Record<string, unknown>> = async ({request}) => {
  await preloadPlayerFor(new URL(request.url).pathname);
};

/**
 * The app's one player, mounted at the root so playback goes on across pages. It mounts with the
 * first page that may play (any but the public, prerendered ones; the server decides alike, so
 * hydration matches) and stays from then on. That first time, the pages under it mount anew,
 * which happens on a navigation anyway. It plays through an `<audio>` element in the document
 * (hidden: the views are the player's own).
 */
export function AppPlayer({children}: {children: ReactNode}) {
  const [media, setMedia] = useState<HTMLAudioElement | null>(null);
  const wanted = useMatches().some((match) => routeMayPlay(match.id));
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  // Fixed for the provider's life: a different component here would mount the pages anew.
  const [Player] = useState(() => loadedPlayer() ?? LazyPlayer);
  return (
    <>
      {/* The player's audio; React keeps it across pages, like the provider. */}
      <audio ref={setMedia} preload="metadata" hidden data-player-media="" />
      <PlayerMountedContext value={mounted}>
        {mounted ? (
          <Suspense fallback={null}>
            <Player media={media}>{children}</Player>
          </Suspense>
        ) : (
          children
        )}
      </PlayerMountedContext>
    </>
  );
}
