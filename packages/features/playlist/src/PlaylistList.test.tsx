import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {PlaylistList, type PlaylistListProps} from './PlaylistList';
import {renderPlaylist} from './test/render';
import type {PlaylistSummary} from './types';

const playlists: PlaylistSummary[] = [
  {
    id: 'p1',
    title: 'Latihan Minggu',
    visibility: 'public',
    itemCount: 1,
    durationSeconds: 245,
    updatedAt: '2026-11-20T10:00:00Z',
  },
  {
    id: 'p2',
    title: 'Konser akhir tahun',
    visibility: 'private',
    itemCount: 18,
    durationSeconds: 4330,
    updatedAt: '2026-03-02T10:00:00Z',
  },
  {
    id: 'p3',
    title: 'Kosong',
    visibility: 'private',
    itemCount: 0,
    durationSeconds: 0,
    updatedAt: '2026-01-05T10:00:00Z',
  },
];

function renderList(props: Partial<PlaylistListProps> = {}, locale: 'id' | 'en' = 'id') {
  const all: PlaylistListProps = {playlists, status: 'ready', onOpen: vi.fn(), onCreate: vi.fn(), ...props};
  renderPlaylist(<PlaylistList {...all} />, {locale});
  return all;
}

function card(name: string): HTMLElement {
  const row = screen.getByRole('heading', {name}).closest('li');
  if (row === null) throw new Error(`no card for ${name}`);
  return row;
}

describe('PlaylistList', () => {
  it('shows each playlist with its count, length, visibility and last change, in English', () => {
    renderList({}, 'en');
    expect(within(screen.getByRole('list', {name: 'Your playlists'})).getAllByRole('listitem')).toHaveLength(
      3,
    );
    const first = card('Latihan Minggu');
    expect(first).toHaveTextContent('1 song');
    expect(first).toHaveTextContent('4 min');
    expect(first).toHaveTextContent('Public');
    expect(first).toHaveTextContent('Updated Nov 20, 2026');
    const second = card('Konser akhir tahun');
    expect(second).toHaveTextContent('18 songs');
    expect(second).toHaveTextContent('1 h 12 min');
    expect(second).toHaveTextContent('Private');
    expect(card('Kosong')).toHaveTextContent('No songs');
    expect(card('Kosong')).not.toHaveTextContent('0 s');
  });

  it('speaks Indonesian by default', () => {
    renderList();
    expect(card('Latihan Minggu')).toHaveTextContent('1 lagu');
    expect(card('Latihan Minggu')).toHaveTextContent('4 mnt');
    expect(card('Latihan Minggu')).toHaveTextContent('Publik');
    expect(card('Latihan Minggu')).toHaveTextContent('Diperbarui 20 Nov 2026');
    expect(card('Konser akhir tahun')).toHaveTextContent('18 lagu');
    expect(card('Konser akhir tahun')).toHaveTextContent('1 j 12 mnt');
    expect(card('Konser akhir tahun')).toHaveTextContent('Pribadi');
    expect(card('Kosong')).toHaveTextContent('Belum ada lagu');
  });

  it('opens a playlist and starts a new one', async () => {
    const {onOpen, onCreate} = renderList({}, 'en');
    await userEvent.click(screen.getByRole('button', {name: 'Konser akhir tahun'}));
    expect(onOpen).toHaveBeenCalledWith('p2');
    await userEvent.click(screen.getByRole('button', {name: 'New playlist'}));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('has an empty state with the way forward', async () => {
    const {onCreate} = renderList({playlists: []});
    expect(screen.getByRole('heading', {name: 'Belum ada playlist'})).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Playlist baru'}));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton while loading', () => {
    renderList({status: 'loading', playlists: []}, 'en');
    expect(screen.getByText('Loading your playlists…')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('explains a failure and retries', async () => {
    const onRetry = vi.fn();
    renderList({status: 'error', playlists: [], error: {code: 'network'}, onRetry});
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Playlist kamu gagal dimuat.');
    expect(alert).toHaveTextContent('Tidak ada koneksi.');
    await userEvent.click(within(alert).getByRole('button', {name: 'Coba lagi'}));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('loads more while the app has another page', async () => {
    const onLoadMore = vi.fn();
    renderList({onLoadMore}, 'en');
    await userEvent.click(screen.getByRole('button', {name: 'Show more'}));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
