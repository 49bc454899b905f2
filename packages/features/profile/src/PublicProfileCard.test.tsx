import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {PublicProfileCard} from './PublicProfileCard';
import {renderProfile} from './test/render';

describe('PublicProfileCard', () => {
  it('shows the name as the heading, the month joined, and that there are no public playlists yet', () => {
    renderProfile(<PublicProfileCard displayName="Budi Santoso" memberSince="2026-03-14T08:30:00.000Z" />, {
      locale: 'en',
    });
    expect(screen.getByRole('heading', {level: 1, name: 'Budi Santoso'})).toBeInTheDocument();
    expect(screen.getByText('March 2026')).toHaveAttribute('datetime', '2026-03-14T08:30:00.000Z');
    // Issue 42: playlists exist, so the empty state no longer says they are "coming".
    expect(screen.getByRole('heading', {level: 3, name: 'No public playlists yet'})).toBeInTheDocument();
    expect(
      screen.getByText('Playlists and tracks Budi Santoso makes public will show here.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/coming/)).not.toBeInTheDocument();
  });

  it('says it in Indonesian too', () => {
    renderProfile(<PublicProfileCard displayName="Budi Santoso" memberSince="2026-03-14T08:30:00.000Z" />);
    expect(screen.getByRole('heading', {level: 3, name: 'Belum ada playlist publik'})).toBeInTheDocument();
    expect(
      screen.getByText('Playlist dan lagu yang dijadikan publik oleh Budi Santoso akan tampil di sini.'),
    ).toBeInTheDocument();
  });

  it('shows the member’s playlists in place of the empty state', () => {
    renderProfile(
      <PublicProfileCard displayName="Budi Santoso" memberSince="2026-03-14T08:30:00.000Z">
        <ul aria-label="Playlists of Budi">
          <li>Latihan Minggu</li>
        </ul>
      </PublicProfileCard>,
      {locale: 'en'},
    );
    expect(screen.getByRole('list', {name: 'Playlists of Budi'})).toHaveTextContent('Latihan Minggu');
    expect(screen.queryByText('No public playlists yet')).not.toBeInTheDocument();
  });
});
