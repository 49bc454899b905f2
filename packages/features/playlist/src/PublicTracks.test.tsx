import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {PublicTracks} from './PublicTracks';
import {renderPlaylist} from './test/render';

describe('PublicTracks', () => {
  it('lists the tracks with their length and plays one from its button', async () => {
    const onPlay = vi.fn();
    renderPlaylist(
      <PublicTracks tracks={[{id: 't1', title: 'Pop santai', durationSeconds: 185}]} onPlay={onPlay} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByRole('list', {name: 'Public songs'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {name: 'Pop santai'})).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Play Pop santai'}));
    expect(onPlay).toHaveBeenCalledWith('t1');
  });

  it('renders nothing without tracks', () => {
    const {container} = renderPlaylist(<PublicTracks tracks={[]} onPlay={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
