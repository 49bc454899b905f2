import type {ImportProbeView, ImportRefusal} from './schema.ts';
import {itemTitle} from './ytdlp.ts';
import type {YtdlpInfo, YtdlpVideo} from './ytdlp.ts';

/** The item a probe describes: the video itself, or a playlist's first entry. */
export function describedItem(info: YtdlpInfo): {item: YtdlpVideo; isPlaylist: boolean} {
  const isPlaylist = info._type === 'playlist' || Array.isArray(info.entries);
  if (!isPlaylist) return {item: info, isPlaylist};
  const first = info.entries?.find((entry) => entry !== null);
  return {item: first ?? info, isPlaylist};
}

/** Whether the item is a live stream, or one announced and not started. */
export function isLiveItem(item: YtdlpVideo): boolean {
  return item.is_live === true || item.live_status === 'is_live' || item.live_status === 'is_upcoming';
}

/** The media URL ffprobe may read the length from, with the headers the extractor says it needs. */
export function mediaOf(
  item: YtdlpVideo,
): {url: string; headers: Record<string, string> | undefined} | undefined {
  const format = item.requested_downloads?.[0]?.url
    ? item.requested_downloads[0]
    : item.url
      ? item
      : item.requested_formats?.find((candidate) => candidate.url);
  if (!format?.url || !/^https?:/.test(format.url)) return undefined;
  return {url: format.url, headers: format.http_headers};
}

/** Why the item cannot be imported as it is, in the order a person would want to hear it; null when it can. */
export function refusalOf(
  item: YtdlpVideo,
  isPlaylist: boolean,
  durationSeconds: number | null,
  maxDurationSeconds: number,
): ImportRefusal | null {
  if (isPlaylist) return 'PLAYLIST';
  if (isLiveItem(item)) return 'LIVE';
  if (durationSeconds === null) return 'DURATION_UNKNOWN';
  if (durationSeconds > maxDurationSeconds) return 'TOO_LONG';
  return null;
}

/** The probe's answer from what yt-dlp said, the length (its or ffprobe's) and the stored thumbnail. */
export function presentProbe(input: {
  requestedUrl: string;
  info: YtdlpInfo;
  durationSeconds: number | null;
  thumbnail: ImportProbeView['thumbnail'];
  maxDurationSeconds: number;
}): ImportProbeView {
  const {info} = input;
  const {item, isPlaylist} = describedItem(info);
  const reason = refusalOf(item, isPlaylist, input.durationSeconds, input.maxDurationSeconds);
  return {
    url: item.webpage_url ?? info.webpage_url ?? input.requestedUrl,
    title: itemTitle(item.title, item.id) ?? info.title ?? '',
    uploader: item.uploader ?? item.channel ?? null,
    durationSeconds: input.durationSeconds,
    thumbnail: input.thumbnail,
    extractor: item.extractor_key ?? item.extractor ?? info.extractor_key ?? 'Generic',
    isLive: isLiveItem(item),
    playlist: isPlaylist ? {title: info.title ?? null} : null,
    maxDurationSeconds: input.maxDurationSeconds,
    allowed: reason === null,
    reason,
  };
}
