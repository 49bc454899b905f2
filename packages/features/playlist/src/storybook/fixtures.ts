import type {PlaylistChoice, PlaylistEditorItem, PlaylistEditorPlaylist, PlaylistSummary} from '../types';

/** Song titles for stories: user content, so the same in both languages. Not exported from the package. */
const SONGS = [
  ['Bengawan Solo (minus one)', 187],
  ['Rayuan Pulau Kelapa — vokal', 241],
  ['Gundul Pacul (instrumental)', 95],
  ['Ampar-Ampar Pisang', 203],
  ['Cublak-Cublak Suweng — drum', 158],
  ['Indonesia Pusaka (minus one, nada -2)', 276],
  ['Kicir-Kicir', 132],
  ['Sepasang Mata Bola — bass', 219],
] as const;

/** Items of a story playlist; `unavailable` lists the indexes whose file is gone. */
export function storyItems(count: number, unavailable: readonly number[] = []): PlaylistEditorItem[] {
  return Array.from({length: count}, (_, index) => {
    const [title, seconds] = SONGS[index % SONGS.length] ?? SONGS[0];
    const round = Math.floor(index / SONGS.length);
    return {
      id: `item-${index}`,
      title: round === 0 ? title : `${title} (${round + 1})`,
      durationSeconds: seconds + round * 7,
      available: !unavailable.includes(index),
    };
  });
}

/** A playlist of the viewer's own. */
export const ownPlaylist: PlaylistEditorPlaylist = {
  id: 'story-playlist',
  title: 'Latihan paduan suara Minggu',
  description: 'Minus one untuk latihan hari Minggu pagi, urut sesuai susunan acara.',
  visibility: 'private',
  isOwner: true,
  ownerName: 'Sari Wulandari',
  items: storyItems(6),
};

/** The playlists of the "add to playlist" dialog. */
export const choices: PlaylistChoice[] = [
  {id: 'p1', title: 'Latihan paduan suara Minggu', itemCount: 6, containsItem: true},
  {id: 'p2', title: 'Karaoke keluarga', itemCount: 1, containsItem: false},
  {id: 'p3', title: 'Dangdut koplo buat manggung', itemCount: 24, containsItem: false},
  {id: 'p4', title: 'Kosong dulu', itemCount: 0, containsItem: false},
];

/** The playlists of the list. */
export const summaries: PlaylistSummary[] = [
  {
    id: 'p1',
    title: 'Latihan paduan suara Minggu',
    visibility: 'public',
    itemCount: 6,
    durationSeconds: 1250,
    updatedAt: '2026-11-22T08:30:00Z',
  },
  {
    id: 'p2',
    title: 'Karaoke keluarga',
    visibility: 'private',
    itemCount: 1,
    durationSeconds: 241,
    updatedAt: '2026-11-02T19:10:00Z',
  },
  {
    id: 'p3',
    title: 'Dangdut koplo buat manggung di acara tujuh belasan kampung',
    visibility: 'private',
    itemCount: 24,
    durationSeconds: 5460,
    updatedAt: '2026-08-15T12:00:00Z',
  },
  {
    id: 'p4',
    title: 'Kosong dulu',
    visibility: 'private',
    itemCount: 0,
    durationSeconds: 0,
    updatedAt: '2026-06-01T07:00:00Z',
  },
];

/** A promise that never settles, to hold a story in its pending state. */
export function forever<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

/** Resolves after a short wait, like a quick API call. */
export function soon<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 600));
}
