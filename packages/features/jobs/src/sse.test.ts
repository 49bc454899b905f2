import {describe, expect, it} from 'vitest';
import {createSseParser, type ServerSentEvent} from './sse';

function parse(chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return {events, retry: parser.retryMs()};
}

describe('createSseParser', () => {
  it('reads the API’s events: id, type and JSON data, skipping comments and the retry line', () => {
    const {events, retry} = parse([
      'retry: 2000\n\n: heartbeat\n\nid: 1\nevent: status\ndata: {"status":"running"}\n\n',
      'id: 2\nevent: progress\ndata: {"percent":40}\n\n',
    ]);
    expect(retry).toBe(2000);
    expect(events).toEqual([
      {id: '1', type: 'status', data: '{"status":"running"}'},
      {id: '2', type: 'progress', data: '{"percent":40}'},
    ]);
  });

  it('joins an event split anywhere across chunks, CRLF included', () => {
    const text = 'id: 7\r\nevent: progress\r\ndata: {"a":1}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const {events} = parse([text.slice(0, cut), text.slice(cut)]);
      expect(events, `cut at ${cut}`).toEqual([{id: '7', type: 'progress', data: '{"a":1}'}]);
    }
  });

  it('joins several data lines with newlines, keeps the last id, and dispatches nothing without data', () => {
    const {events} = parse(['id: 3\n\nevent: message\ndata: a\ndata: b\n\n']);
    expect(events).toEqual([{id: '3', type: 'message', data: 'a\nb'}]);
  });

  it('waits for the blank line before dispatching', () => {
    expect(parse(['id: 1\ndata: {}\n']).events).toEqual([]);
  });
});
