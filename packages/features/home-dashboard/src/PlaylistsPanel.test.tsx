import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {PlaylistsPanel} from './PlaylistsPanel';
import {playlists} from './storybook/fixtures';
import {renderHomeDashboard} from './test/render';

describe('PlaylistsPanel', () => {
  it('lists a few playlists with their songs and length, each linking to it', () => {
    renderHomeDashboard(
      <PlaylistsPanel
        playlists={{status: 'ready', data: playlists}}
        onRetry={() => {}}
        allHref="/en/v3/playlist"
      />,
      {
        locale: 'en',
      },
    );
    const list = screen.getByRole('list', {name: 'Your playlists'});
    const first = within(list).getByRole('link', {name: /Latihan Jumat/});
    expect(first).toHaveAttribute('href', '#p1');
    expect(first).toHaveTextContent('3 songs · 9:00');
    expect(within(list).getByRole('link', {name: /Baru/})).toHaveTextContent('No songs yet');
    expect(screen.getByRole('link', {name: 'All playlists'})).toHaveAttribute('href', '/en/v3/playlist');
  });

  it('says when there is none yet, and when reading failed', async () => {
    const onRetry = vi.fn();
    const {rerender} = renderHomeDashboard(
      <PlaylistsPanel playlists={{status: 'ready', data: []}} onRetry={onRetry} allHref="#" />,
    );
    expect(screen.getByText(/^Belum ada playlist\./)).toBeVisible();
    rerender(<PlaylistsPanel playlists={{status: 'error'}} onRetry={onRetry} allHref="#" />);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', {name: 'Coba lagi'}));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
