import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {PublicProfileCard} from './PublicProfileCard';
import {renderProfile} from './test/render';

describe('PublicProfileCard', () => {
  it('shows the name as the heading, the month joined, and the playlists to come', () => {
    renderProfile(<PublicProfileCard displayName="Budi Santoso" memberSince="2026-03-14T08:30:00.000Z" />, {
      locale: 'en',
    });
    expect(screen.getByRole('heading', {level: 1, name: 'Budi Santoso'})).toBeInTheDocument();
    expect(screen.getByText('March 2026')).toHaveAttribute('datetime', '2026-03-14T08:30:00.000Z');
    expect(screen.getByText('Playlists are coming')).toBeInTheDocument();
  });
});
