import {screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {StoryPlayer, storySoundClient, useNoDialog} from './storybook/client';
import {filtersFromSearchParams} from './filters';
import {SoundLibraryScreen, type SoundLibraryScreenProps} from './SoundLibraryScreen';
import {renderSoundLibrary} from './test/render';

function renderLibrary(props: Partial<SoundLibraryScreenProps> = {}) {
  return renderSoundLibrary(
    <StoryPlayer>
      <SoundLibraryScreen
        client={storySoundClient()}
        locale="en"
        params={new URLSearchParams()}
        onParamsChange={() => undefined}
        errorText={(code) => `Refused (${code})`}
        signedIn
        onSignInNeeded={() => undefined}
        useAddToPlaylist={useNoDialog}
        {...props}
      />
    </StoryPlayer>,
    {locale: 'en'},
  );
}

describe('SoundLibraryScreen', () => {
  it('reads the search in the URL, and writes a new search there', async () => {
    const listSounds = vi.fn(storySoundClient().listSounds);
    const onParamsChange = vi.fn();
    renderLibrary({client: {listSounds}, params: new URLSearchParams('q=bass'), onParamsChange});
    await screen.findByRole('article', {name: 'Keroncong Bass Line in A Minor'});
    expect(listSounds).toHaveBeenCalledWith(
      expect.objectContaining({q: 'bass'}),
      'en',
      undefined,
      expect.any(AbortSignal),
    );
    const search = screen.getByRole('searchbox', {name: 'Search sounds'});
    await userEvent.clear(search);
    await userEvent.type(search, 'kendang{Enter}');
    await waitFor(() => expect(onParamsChange).toHaveBeenCalled());
    expect(onParamsChange.mock.lastCall?.[0].get('q')).toBe('kendang');
  });

  it('opens with the page of sounds it is given, and loads only the searches after it', async () => {
    const listSounds = vi.fn(storySoundClient().listSounds);
    const initialPage = await storySoundClient().listSounds(
      filtersFromSearchParams(new URLSearchParams()),
      'en',
    );
    const onParamsChange = vi.fn();
    const {rerender} = renderLibrary({client: {listSounds}, initialPage, onParamsChange});
    expect(screen.getByRole('article', {name: 'Keroncong Bass Line in A Minor'})).toBeInTheDocument();
    expect(listSounds).not.toHaveBeenCalled();
    rerender(
      <StoryPlayer>
        <SoundLibraryScreen
          client={{listSounds}}
          initialPage={initialPage}
          locale="en"
          params={new URLSearchParams('q=kendang')}
          onParamsChange={onParamsChange}
          errorText={(code) => `Refused (${code})`}
          signedIn
          onSignInNeeded={() => undefined}
          useAddToPlaylist={useNoDialog}
        />
      </StoryPlayer>,
    );
    await waitFor(() =>
      expect(listSounds).toHaveBeenCalledWith(
        expect.objectContaining({q: 'kendang'}),
        'en',
        undefined,
        expect.any(AbortSignal),
      ),
    );
  });

  it('asks a guest to sign in before adding to a playlist', async () => {
    const onSignInNeeded = vi.fn();
    renderLibrary({signedIn: false, onSignInNeeded});
    const card = await screen.findByRole('article', {name: 'Keroncong Bass Line in A Minor'});
    await userEvent.click(
      within(card).getByRole('button', {name: 'Add Keroncong Bass Line in A Minor to a playlist'}),
    );
    expect(onSignInNeeded).toHaveBeenCalledOnce();
  });

  it('shows the API’s refusal', async () => {
    renderLibrary({client: storySoundClient('refused')});
    expect(await screen.findByText(/Refused \(INTERNAL\)/)).toBeInTheDocument();
  });
});
