import type {Transform} from 'node:stream';
import {rewriteHtml} from './htmlRewrite.server';

const preload = '<link rel="modulepreload"';

/**
 * Marks React Router's `<link rel="modulepreload">` tags `fetchpriority="low"` as the document
 * streams out. Every page is complete HTML before any script runs, so on a slow link the
 * stylesheets and fonts that the first paint waits for should get the bandwidth first, and the
 * modules that make the page interactive right after. React Router renders these links itself
 * and takes no attribute for them, hence the rewrite. Only the head is touched: once `</head>` has
 * passed, the rest of the document flows through unchanged.
 */
export function lowPriorityModulePreloads(): Transform {
  return rewriteHtml([[preload, '<link rel="modulepreload" fetchpriority="low"']], {headOnly: true});
}
