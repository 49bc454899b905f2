import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {StoryPlayer, storyErrorText, storyGenerateClient, storyTrack, useNoDialog} from './storybook/client';
import {renderGenerateAi} from './test/render';
import {TrackListFlow} from './TrackListFlow';
import type {GenerateClient} from './types';

function renderList(client: GenerateClient) {
  return renderGenerateAi(
    <StoryPlayer>
      <TrackListFlow
        client={client}
        errorText={storyErrorText}
        makeOneLink={<a href="#generate" />}
        useAddToPlaylist={useNoDialog}
        useShareTrack={useNoDialog}
      />
    </StoryPlayer>,
  );
}

describe('TrackListFlow', () => {
  it('lists the tracks and renames one through the client', async () => {
    const updateTrack = vi.fn((id: string, change: {title?: string}) =>
      Promise.resolve({...storyTrack, id, ...change}),
    );
    renderList(storyGenerateClient({updateTrack}));
    const list = await screen.findByRole('list', {name: 'Lagu AI-mu'});
    expect(list).toHaveTextContent(storyTrack.title);
    await userEvent.click(screen.getByRole('button', {name: 'Ganti nama'}));
    const input = screen.getByRole('textbox', {name: 'Judul'});
    await userEvent.clear(input);
    await userEvent.type(input, 'Pesta');
    await userEvent.click(screen.getByRole('button', {name: 'Simpan'}));
    await waitFor(() => expect(updateTrack).toHaveBeenCalledWith(storyTrack.id, {title: 'Pesta'}));
    expect(await screen.findByText('Pesta')).toBeInTheDocument();
  });

  it('says when there is no track yet, with the link to make one', async () => {
    renderList(storyGenerateClient({listTracks: () => Promise.resolve({items: [], nextCursor: null})}));
    expect(await screen.findByText('Kamu belum membuat lagu.')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Buat lagu'})).toHaveAttribute('href', '#generate');
  });

  it('shows the API’s refusal', async () => {
    renderList(storyGenerateClient({listTracks: () => Promise.reject({code: 'NETWORK'})}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nada cannot be reached.');
  });
});
