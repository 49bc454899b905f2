import type {LinkProbe} from '../types';

// A drawn thumbnail (a stage with a microphone), inline so stories and visual tests load no file.
const THUMBNAIL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b1a5a"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs>
<rect width="320" height="180" fill="url(#g)"/>
<circle cx="160" cy="70" r="26" fill="#fde68a"/><rect x="154" y="92" width="12" height="52" rx="4" fill="#fde68a"/>
<rect x="118" y="144" width="84" height="8" rx="4" fill="#fde68a"/></svg>`;

/** The drawn thumbnail as a data URL. Stories and tests only. */
export const storyThumbnailUrl = `data:image/svg+xml,${encodeURIComponent(THUMBNAIL_SVG)}`;

/** A probe answer for a video that can be used: the fixture every other source varies. Stories and tests only. */
export const allowedSource: LinkProbe = {
  url: 'https://www.youtube.com/watch?v=8UVNT4wvIGY',
  title: 'Bengawan Solo – Gesang (cover akustik)',
  uploader: 'Keroncong Kita',
  durationSeconds: 245,
  thumbnail: {url: storyThumbnailUrl},
  extractor: 'Youtube',
  isLive: false,
  playlist: null,
  maxDurationSeconds: 600,
  allowed: true,
  reason: null,
};

/** Longer than the free plan's 10 minutes. */
export const tooLongSource: LinkProbe = {
  ...allowedSource,
  url: 'https://www.youtube.com/watch?v=konserPenuh',
  title: 'Konser Kenangan Keroncong – full (3 jam)',
  durationSeconds: 3 * 3600 + 2 * 60 + 5,
  allowed: false,
  reason: 'TOO_LONG',
};

/** A live stream: no length yet. */
export const liveSource: LinkProbe = {
  ...allowedSource,
  url: 'https://www.youtube.com/watch?v=liveMalamMinggu',
  title: 'LIVE Karaoke Malam Minggu',
  durationSeconds: null,
  isLive: true,
  allowed: false,
  reason: 'LIVE',
};

/** A playlist link: the answer describes its first video. */
export const playlistSource: LinkProbe = {
  ...allowedSource,
  url: 'https://www.youtube.com/watch?v=8UVNT4wvIGY',
  playlist: {title: 'Lagu Daerah Nusantara'},
  allowed: false,
  reason: 'PLAYLIST',
};

/** A page whose media length could not be read, without thumbnail or uploader. */
export const unknownLengthSource: LinkProbe = {
  ...allowedSource,
  url: 'https://video.example.org/tari/jaipong',
  title: 'Latihan Jaipong',
  uploader: null,
  durationSeconds: null,
  thumbnail: null,
  extractor: 'Generic',
  allowed: false,
  reason: 'DURATION_UNKNOWN',
};
