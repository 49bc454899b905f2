import type {FileRow} from '../../../db/schema.ts';
import {sanitizeFileName} from '../../../files/fileName.ts';
import {AUDIO_FORMATS, safeExtension} from '../../resultFiles.ts';

/** Longest title kept in a file name inside the zip, in characters. */
const MAX_TITLE_LENGTH = 120;

/**
 * `title` made a file name every system accepts: no path, control or reserved characters
 * (`<>:"/\|?*` become '_'), no trailing dots or spaces, at most 120 characters; `fallback` when nothing is left.
 */
export function safeFileTitle(title: string, fallback: string): string {
  const clean = sanitizeFileName(title.replace(/[<>:"/\\|?*]/g, '_'), '')
    .slice(0, MAX_TITLE_LENGTH)
    .replace(/[. ]+$/, '');
  return clean || fallback;
}

/** The extension of a track kept as it was added: its name's, else its type's ('.mp3' for audio/mpeg), else ''. */
export function originalExtension(file: Pick<FileRow, 'original_name' | 'content_type'>): string {
  const own = safeExtension(file.original_name);
  if (own) return own;
  const format = Object.entries(AUDIO_FORMATS).find(([, value]) => value.contentType === file.content_type);
  return format ? `.${format[0]}` : '';
}

/** A track's name in the zip: its position, padded to the count's width (at least two digits), and its title, e.g. '01 - Bengawan Solo.mp3'. */
export function trackFileName(position: number, count: number, title: string, extension: string): string {
  const width = Math.max(2, String(count).length);
  return `${String(position).padStart(width, '0')} - ${safeFileTitle(title, 'Track')}${extension}`;
}

/**
 * An extended M3U playlist of `tracks`, in order: `#EXTM3U`, then for each track
 * `#EXTINF:<whole seconds, -1 when unknown>,<title>` and its path relative to the playlist.
 */
export function m3uPlaylist(
  tracks: ReadonlyArray<{title: string; seconds: number | null; path: string}>,
): string {
  const lines = ['#EXTM3U'];
  for (const track of tracks) {
    const seconds = track.seconds === null ? -1 : Math.round(track.seconds);
    lines.push(`#EXTINF:${seconds},${track.title.replace(/[\r\n]+/g, ' ')}`, track.path);
  }
  return `${lines.join('\n')}\n`;
}
