import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {useIntl} from 'react-intl';
import {StoryPlayer, storySoundClient, useNoDialog} from './storybook/client';
import {SoundLibraryScreen} from './SoundLibraryScreen';

/** The library over a fake client, its search parameters kept in the story. */
function Library({answer}: {answer: 'sounds' | 'pending' | 'refused'}) {
  const english = useIntl().locale.startsWith('en');
  const [params, setParams] = useState(() => new URLSearchParams());
  return (
    <StoryPlayer>
      <SoundLibraryScreen
        client={storySoundClient(answer)}
        locale="id"
        params={params}
        onParamsChange={setParams}
        errorText={() =>
          english
            ? 'Something went wrong. Try again in a moment.'
            : 'Terjadi kesalahan. Coba lagi sebentar lagi.'
        }
        signedIn
        onSignInNeeded={() => undefined}
        useAddToPlaylist={useNoDialog}
      />
    </StoryPlayer>
  );
}

const meta = {
  title: 'Features/SoundLibrary/SoundLibraryScreen',
  component: Library,
  args: {answer: 'sounds'},
} satisfies Meta<typeof Library>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of sounds with its facets. */
export const Sounds: Story = {};
/** The first page is on its way. */
export const Loading: Story = {args: {answer: 'pending'}};
/** The library could not be read. */
export const Refused: Story = {args: {answer: 'refused'}};
