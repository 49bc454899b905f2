import type {HomeCredits, HomePlaylist, RecentJob} from '../types';

/** A free user's 30 minutes this period, in seconds. */
const month = 1800;

/** Credits of November 2026, renewing on 1 December, with `usedSeconds` used. */
export function creditsUsing(usedSeconds: number, reservedSeconds = 0): HomeCredits {
  return {
    plan: 'free',
    monthlySeconds: month,
    usedSeconds,
    reservedSeconds,
    availableSeconds: Math.max(0, month - usedSeconds - reservedSeconds),
    periodEnd: '2026-12-01T00:00:00.000Z',
  };
}

/** One recent job in every status a list can show. */
export const recentJobs: readonly RecentJob[] = [
  {
    id: 'j5',
    name: 'Bengawan Solo',
    status: 'queued',
    percent: 0,
    createdAt: '2026-11-26T09:12:00.000Z',
    href: '#j5',
  },
  {
    id: 'j4',
    name: 'Kopi Dangdut',
    status: 'running',
    percent: 40,
    createdAt: '2026-11-26T09:05:00.000Z',
    href: '#j4',
  },
  {
    id: 'j3',
    name: 'Rayuan Pulau Kelapa',
    status: 'succeeded',
    percent: 100,
    createdAt: '2026-11-25T19:40:00.000Z',
    href: '#j3',
  },
  {
    id: 'j2',
    name: 'Sepasang Mata Bola',
    status: 'failed',
    percent: 100,
    createdAt: '2026-11-24T14:02:00.000Z',
    href: '#j2',
  },
  {
    id: 'j1',
    name: 'Di Bawah Sinar Bulan Purnama',
    status: 'canceled',
    percent: 0,
    createdAt: '2026-11-23T08:30:00.000Z',
    href: '#j1',
  },
];

/** A few of a user's playlists, one still empty. */
export const playlists: readonly HomePlaylist[] = [
  {id: 'p1', title: 'Latihan Jumat', itemCount: 3, durationSeconds: 540, href: '#p1'},
  {id: 'p2', title: 'Lagu pernikahan Dewi & Raka', itemCount: 12, durationSeconds: 2710, href: '#p2'},
  {id: 'p3', title: 'Keroncong', itemCount: 1, durationSeconds: 214, href: '#p3'},
  {id: 'p4', title: 'Baru', itemCount: 0, durationSeconds: 0, href: '#p4'},
];
