/** One Server-Sent Event as the stream spells it. */
export interface ServerSentEvent {
  /** The `id:` field, or the last one seen when the event had none (the spec's "last event id"). */
  id: string | undefined;
  /** The `event:` field. @default 'message' */
  type: string;
  /** The `data:` lines, joined by newlines. */
  data: string;
}

/** What {@link createSseParser} hands its callers. */
export interface SseParser {
  /** Feeds the next decoded piece of the stream (any split, even mid-line). */
  push(chunk: string): void;
  /** The `retry:` delay the server asked for, in milliseconds, if it did. */
  retryMs(): number | undefined;
}

/**
 * A parser for `text/event-stream` (https://html.spec.whatwg.org/multipage/server-sent-events.html),
 * for streams read with fetch: EventSource cannot send the Authorization header the API needs.
 * Comments (`: heartbeat`) are skipped; an event is dispatched at its blank line.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void): SseParser {
  let buffer = '';
  let lastId: string | undefined;
  let type = '';
  let data: string[] = [];
  let hasData = false;
  let retry: number | undefined;

  const dispatch = () => {
    if (hasData) onEvent({id: lastId, type: type || 'message', data: data.join('\n')});
    type = '';
    data = [];
    hasData = false;
  };

  const line = (raw: string) => {
    if (raw === '') return dispatch();
    if (raw.startsWith(':')) return;
    const colon = raw.indexOf(':');
    const field = colon === -1 ? raw : raw.slice(0, colon);
    let value = colon === -1 ? '' : raw.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      data.push(value);
      hasData = true;
    } else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };

  return {
    push(chunk) {
      buffer += chunk;
      // Lines end in \n, \r\n or \r; a \r at the very end may be the first half of \r\n.
      let match: RegExpExecArray | null;
      const ending = /\r\n|\n|\r(?!$)/g;
      let start = 0;
      while ((match = ending.exec(buffer)) !== null) {
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
    retryMs: () => retry,
  };
}
