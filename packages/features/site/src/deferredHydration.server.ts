import type {Transform} from 'node:stream';
import {rewriteHtml} from './htmlRewrite.server';
import {DEFERRED_PRELOAD_REL, DEFERRED_SCRIPT_TYPE} from './hydrateOnInteraction';

/**
 * Holds React Router's scripts back as the document of a `hydrate: 'on-interaction'` page streams
 * out (see the route table): its `<link rel="modulepreload">` tags get a `rel` no browser fetches,
 * and the module script that imports the manifest, the route modules and the client entry (the one
 * inline `type="module" async` script `<Scripts>` renders) becomes a data block that does not run.
 * The inline context script (the loaders' data) still runs. The page's script runs the held module
 * script on the visitor's first interaction (hydrateOnInteraction.ts). Only
 * attributes change, so React hydrates the same elements it rendered.
 */
export function deferredHydration(): Transform {
  return rewriteHtml([
    ['<link rel="modulepreload"', `<link rel="${DEFERRED_PRELOAD_REL}"`],
    [' type="module" async="">', ` type="${DEFERRED_SCRIPT_TYPE}" async="">`],
  ]);
}
