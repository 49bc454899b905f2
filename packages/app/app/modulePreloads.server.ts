import {Transform} from 'node:stream';
import {StringDecoder} from 'node:string_decoder';

const preload = '<link rel="modulepreload"';
const lowPriorityPreload = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks React Router's `<link rel="modulepreload">` tags `fetchpriority="low"` as the document
 * streams out. Every page is complete HTML before any script runs, so on a slow link the
 * stylesheets and fonts that the first paint waits for should get the bandwidth first, and the
 * modules that make the page interactive right after. React Router renders these links itself
 * and takes no attribute for them, hence the rewrite. Only the head is touched: once `</head>` has
 * passed, the rest of the document flows through unchanged.
 */
export function lowPriorityModulePreloads(): Transform {
  // Decoded as text all along, so a character split between two chunks stays whole.
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, decoder.write(chunk));
      const text = pending + decoder.write(chunk);
      const headEnd = text.indexOf('</head>');
      if (headEnd !== -1) {
        inHead = false;
        pending = '';
        return callback(
          null,
          text.slice(0, headEnd).replaceAll(preload, lowPriorityPreload) + text.slice(headEnd),
        );
      }
      const cut = startOfCutTag(text);
      pending = text.slice(cut);
      callback(null, text.slice(0, cut).replaceAll(preload, lowPriorityPreload));
    },
    flush(callback) {
      callback(null, (pending + decoder.end()).replaceAll(preload, lowPriorityPreload));
    },
  });
}

/** Where a tag we look for may begin but be cut off by the chunk's end (else the text's length). */
function startOfCutTag(text: string): number {
  const at = text.lastIndexOf('<');
  if (at === -1) return text.length;
  const tail = text.slice(at);
  const mayContinue = (tag: string) => tail.length < tag.length && tag.startsWith(tail);
  return mayContinue(preload) || mayContinue('</head>') ? at : text.length;
}
