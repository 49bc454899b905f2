import {Transform} from 'node:stream';
import {StringDecoder} from 'node:string_decoder';

/** One rewrite of a streamed document: every `from` becomes `to`. */
export type HtmlReplacement = readonly [from: string, to: string];

/**
 * Rewrites fixed strings of a document as it streams out, a string cut between two chunks
 * included (the tail that may begin one is held back until the next chunk). React Router renders
 * its script and preload tags itself and takes no attribute for them, hence rewrites of its output.
 * With `headOnly`, the text after `</head>` flows through unchanged.
 */
export function rewriteHtml(replacements: readonly HtmlReplacement[], {headOnly = false} = {}): Transform {
  // Decoded as text all along, so a character split between two chunks stays whole.
  const decoder = new StringDecoder('utf8');
  const apply = (text: string) => replacements.reduce((out, [from, to]) => out.replaceAll(from, to), text);
  const watched = [...replacements.map(([from]) => from), ...(headOnly ? ['</head>'] : [])];
  let pending = '';
  let rewriting = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!rewriting) return callback(null, decoder.write(chunk));
      const text = pending + decoder.write(chunk);
      const headEnd = headOnly ? text.indexOf('</head>') : -1;
      if (headEnd !== -1) {
        rewriting = false;
        pending = '';
        return callback(null, apply(text.slice(0, headEnd)) + text.slice(headEnd));
      }
      const cut = text.length - cutTail(text, watched);
      pending = text.slice(cut);
      callback(null, apply(text.slice(0, cut)));
    },
    flush(callback) {
      const rest = pending + decoder.end();
      callback(null, rewriting ? apply(rest) : rest);
    },
  });
}

/** How many characters at the end of `text` may begin one of `strings`, cut off by the chunk's end. */
function cutTail(text: string, strings: readonly string[]): number {
  let longest = 0;
  for (const string of strings) {
    for (let length = Math.min(string.length - 1, text.length); length > longest; length -= 1) {
      if (text.endsWith(string.slice(0, length))) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}
