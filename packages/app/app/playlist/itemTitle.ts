/** The title a playlist item gets for a part of a song: "Song name – Minus one". */
export function playlistItemTitle(song: string, part: string): string {
  return `${song} – ${part}`.slice(0, 200);
}
