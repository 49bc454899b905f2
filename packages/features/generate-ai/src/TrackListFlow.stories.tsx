import type {Meta, StoryObj} from '@storybook/react-vite';
import {StoryPlayer, storyGenerateClient, storyGenerateJob, useNoDialog} from './storybook/client';
import {useStoryText} from './storybook/StoryText';
import {TrackListFlow} from './TrackListFlow';
import type {GenerateClient} from './types';

/** The list over a fake client whose answers the story picks. */
function List({state}: {state: 'tracks' | 'running' | 'empty' | 'refused'}) {
  const text = useStoryText();
  const calls: Partial<GenerateClient> =
    state === 'empty'
      ? {listTracks: () => Promise.resolve({items: [], nextCursor: null})}
      : state === 'refused'
        ? {listTracks: () => Promise.reject({code: 'INTERNAL'})}
        : state === 'running'
          ? {
              listUnfinishedGenerations: () =>
                Promise.resolve([
                  storyGenerateJob({
                    id: 'job-running',
                    status: 'failed',
                    result: null,
                    error: {code: 'INTERNAL'},
                  }),
                ]),
            }
          : {};
  return (
    <StoryPlayer>
      <TrackListFlow
        client={storyGenerateClient(calls)}
        errorText={() =>
          text('Terjadi kesalahan. Coba lagi sebentar lagi.', 'Something went wrong. Try again in a moment.')
        }
        makeOneLink={<a href="#generate" />}
        useAddToPlaylist={useNoDialog}
        useShareTrack={useNoDialog}
      />
    </StoryPlayer>
  );
}

const meta = {
  title: 'Features/GenerateAi/TrackListFlow',
  component: List,
  args: {state: 'tracks'},
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's tracks. */
export const Tracks: Story = {};
/** A failed generation above the tracks. */
export const WithFailed: Story = {args: {state: 'running'}};
/** No track yet. */
export const Empty: Story = {args: {state: 'empty'}};
/** The list could not be read. */
export const Refused: Story = {args: {state: 'refused'}};
