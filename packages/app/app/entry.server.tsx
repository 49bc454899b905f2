import {PassThrough} from 'node:stream';

import type {EntryContext, RouterContextProvider} from 'react-router';
import {createReadableStreamFromReadable} from '@react-router/node';
import {ServerRouter} from 'react-router';
import {isbot} from 'isbot';
import type {RenderToPipeableStreamOptions} from 'react-dom/server';
import {renderToPipeableStream} from 'react-dom/server';
import {deferredHydration, lowPriorityModulePreloads} from '@nada/site/server';
import {responseHydration} from './routing/routeTable';
import {NonceProvider} from './security/nonce';
import {nonceContext} from './security/requestContext.server';

export const streamTimeout = 5_000;

// server.mjs asks the build, through this entry, which pages it renders once and whether that
// render may answer a request, and which build it is (to adopt a newer one when it is complete).
export {prerenderedPageAllowed, prerenderedPaths} from './serving.server';
export {buildId} from 'virtual:nada-build';
// ... and for each response's nonce, security headers and the request's load context.
export {env} from './env.server';
export {createNonce, NONCE_PLACEHOLDER, securityHeaders, withNonce} from './security/securityHeaders.server';
export {createLoadContext} from './security/requestContext.server';
// ... and which paths are embed pages, framed by other sites, which set their own headers.
export {EMBED_PLAYER_PATH} from '@nada/player';
export {isEmbedPage} from '@nada/player/embed/page';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // server.mjs sets a fresh nonce per request; the pages it renders once carry the placeholder.
  const nonce = loadContext.get(nonceContext);

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const {pipe, abort} = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        // React's own inline scripts (streamed Suspense boundaries) carry it too.
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set('Content-Type', 'text/html');

          // A page hydrated on the first interaction gets React's scripts held back; any other page
          // gets them at a lower priority than its styles and fonts.
          pipe(
            pageHydration(routerContext) === 'on-interaction'
              ? deferredHydration()
              : lowPriorityModulePreloads(),
          ).pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}

/** How the page of this document is hydrated, as root.tsx decided it from the root loader's data. */
function pageHydration({staticHandlerContext: {matches, loaderData}}: EntryContext) {
  const root = loaderData['root'] as {maintenance: unknown; sessionHint: boolean} | undefined;
  return responseHydration(matches.at(-1)?.route.id, root);
}
