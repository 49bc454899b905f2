import {describe, expect, it} from 'vitest';
import {mediaOf, presentProbe, refusalOf} from './present.ts';
import type {YtdlpInfo} from './ytdlp.ts';

const video: YtdlpInfo = {
  _type: 'video',
  title: 'Lagu',
  uploader: 'Penyanyi',
  duration: 200,
  extractor_key: 'Youtube',
  webpage_url: 'https://www.youtube.com/watch?v=abc',
  thumbnail: 'https://i.ytimg.com/vi/abc/hq.jpg',
  is_live: false,
};

describe('refusalOf', () => {
  it.each([
    [{...video}, false, 200, null],
    [{...video}, false, 900, null],
    [{...video}, false, 900.5, 'TOO_LONG'],
    [{...video, is_live: true}, false, null, 'LIVE'],
    [{...video, live_status: 'is_upcoming'}, false, null, 'LIVE'],
    [{...video, live_status: 'was_live'}, false, 200, null],
    [{...video}, true, 200, 'PLAYLIST'],
    [{...video}, false, null, 'DURATION_UNKNOWN'],
  ] as const)('%#: answers %s', (item, isPlaylist, duration, reason) => {
    expect(refusalOf(item, isPlaylist, duration, 900)).toBe(reason);
  });
});

describe('presentProbe', () => {
  it('describes a video, never with the third-party thumbnail URL', () => {
    const view = presentProbe({
      requestedUrl: 'https://youtu.be/abc',
      info: video,
      durationSeconds: 200,
      thumbnail: null,
      maxDurationSeconds: 900,
    });
    expect(view).toEqual({
      url: 'https://www.youtube.com/watch?v=abc',
      title: 'Lagu',
      uploader: 'Penyanyi',
      durationSeconds: 200,
      thumbnail: null,
      extractor: 'Youtube',
      isLive: false,
      playlist: null,
      maxDurationSeconds: 900,
      allowed: true,
      reason: null,
    });
  });

  it('describes the first entry of a playlist', () => {
    const playlist: YtdlpInfo = {
      _type: 'playlist',
      title: 'Daftar',
      extractor_key: 'YoutubeTab',
      webpage_url: 'https://www.youtube.com/playlist?list=PL1',
      entries: [{...video, title: 'Pertama', webpage_url: 'https://www.youtube.com/watch?v=first'}],
    };
    const view = presentProbe({
      requestedUrl: 'x',
      info: playlist,
      durationSeconds: 200,
      thumbnail: null,
      maxDurationSeconds: 900,
    });
    expect(view).toMatchObject({
      url: 'https://www.youtube.com/watch?v=first',
      title: 'Pertama',
      extractor: 'Youtube',
      playlist: {title: 'Daftar'},
      allowed: false,
      reason: 'PLAYLIST',
    });
  });

  it('describes a live stream as not allowed', () => {
    const view = presentProbe({
      requestedUrl: 'x',
      info: {...video, is_live: true, duration: null},
      durationSeconds: null,
      thumbnail: null,
      maxDurationSeconds: 900,
    });
    expect(view).toMatchObject({isLive: true, allowed: false, reason: 'LIVE'});
  });
});

describe('mediaOf', () => {
  it('takes the requested download, the top-level URL, or a requested format, and only http(s)', () => {
    expect(
      mediaOf({requested_downloads: [{url: 'https://cdn.example/a.m4a', http_headers: {Referer: 'r'}}]}),
    ).toEqual({
      url: 'https://cdn.example/a.m4a',
      headers: {Referer: 'r'},
    });
    expect(mediaOf({url: 'http://cdn.example/b.mp3'})?.url).toBe('http://cdn.example/b.mp3');
    expect(mediaOf({requested_formats: [{protocol: 'https'}, {url: 'https://cdn.example/c'}]})?.url).toBe(
      'https://cdn.example/c',
    );
    expect(mediaOf({url: 'file:///etc/passwd'})).toBeUndefined();
    expect(mediaOf({})).toBeUndefined();
  });
});
