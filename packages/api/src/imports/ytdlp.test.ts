import {describe, expect, it} from 'vitest';
import {itemTitle, ytdlpFailure} from './ytdlp.ts';

// What yt-dlp (Debian's 2023.03 and later releases) prints on stderr when a probe fails.
describe('ytdlpFailure', () => {
  it.each([
    ['ERROR: Unsupported URL: https://example.com/page', 'IMPORT_UNSUPPORTED'],
    ["ERROR: [generic] 'not-a-url' is not a valid URL.", 'IMPORT_UNSUPPORTED'],
    [
      "ERROR: [youtube] abc: Private video. Sign in if you've been granted access to this video",
      'IMPORT_UNAVAILABLE',
    ],
    [
      'ERROR: [youtube] abc: Video unavailable. This video has been removed by the uploader',
      'IMPORT_UNAVAILABLE',
    ],
    [
      'ERROR: [youtube] abc: Video unavailable. This video is no longer available because the YouTube account associated with this video has been terminated.',
      'IMPORT_UNAVAILABLE',
    ],
    [
      'ERROR: [youtube] abc: Sign in to confirm your age. This video may be inappropriate for some users.',
      'IMPORT_UNAVAILABLE',
    ],
    [
      'ERROR: [youtube] abc: Join this channel to get access to members-only content like this video',
      'IMPORT_UNAVAILABLE',
    ],
    [
      'ERROR: [youtube] abc: The uploader has not made this video available in your country',
      'IMPORT_UNAVAILABLE',
    ],
    ['ERROR: [youtube] abc: Premieres in 3 hours', 'IMPORT_UNAVAILABLE'],
    [
      "ERROR: [generic] None: Unable to download webpage: HTTP Error 404: Not Found (caused by <HTTPError 404: 'Not Found'>)",
      'IMPORT_UNAVAILABLE',
    ],
    [
      'ERROR: [generic] None: Unable to download webpage: HTTP Error 503: Service Unavailable',
      'IMPORT_NETWORK_FAILED',
    ],
    ['ERROR: [generic] None: Unable to download webpage: <urlopen error timed out>', 'IMPORT_NETWORK_FAILED'],
    [
      'ERROR: [youtube] abc: Unable to download API page: Remote end closed connection without response',
      'IMPORT_NETWORK_FAILED',
    ],
    ['ERROR: something nobody expected', 'IMPORT_FAILED'],
    ['', 'IMPORT_FAILED'],
  ])('maps %j to %s', (stderr, code) => {
    expect(ytdlpFailure(stderr, []).code).toBe(code);
  });

  it('names the proxy refusal first: a redirect inside is not a missing page', () => {
    const stderr = 'ERROR: [generic] None: Unable to download webpage: HTTP Error 403: Forbidden';
    expect(ytdlpFailure(stderr, [{target: 'http://127.0.0.1:9/', code: 'URL_NOT_ALLOWED'}]).code).toBe(
      'URL_NOT_ALLOWED',
    );
    expect(
      ytdlpFailure('ERROR: Tunnel connection failed: 403 Forbidden', [
        {target: '10.0.0.1:443', code: 'URL_NOT_ALLOWED'},
      ]).code,
    ).toBe('URL_NOT_ALLOWED');
    expect(
      ytdlpFailure('ERROR: HTTP Error 502: Bad Gateway', [
        {target: 'nowhere.test:443', code: 'IMPORT_NETWORK_FAILED'},
      ]).code,
    ).toBe('IMPORT_NETWORK_FAILED');
  });

  it('keeps what yt-dlp said as the cause, for the log', () => {
    const error = ytdlpFailure('ERROR: Unsupported URL: https://example.com/', []);
    expect(String((error.cause as Error).message)).toContain('Unsupported URL');
  });
});

describe('itemTitle', () => {
  it('drops the " (n)" the generic extractor adds to the n-th media of a page, and nothing else', () => {
    expect(itemTitle('Lagu Uji (1)', 'song-1')).toBe('Lagu Uji');
    expect(itemTitle('Lagu Uji (2)', 'song-2')).toBe('Lagu Uji');
    expect(itemTitle('Lagu (1)', 'dQw4w9WgXcQ')).toBe('Lagu (1)');
    expect(itemTitle('Lagu (1)', 'song-2')).toBe('Lagu (1)');
    expect(itemTitle(' (1)', 'song-1')).toBe(' (1)');
    expect(itemTitle(null, 'song-1')).toBeUndefined();
  });
});
