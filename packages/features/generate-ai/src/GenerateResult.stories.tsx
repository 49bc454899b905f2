import type {Meta, StoryObj} from '@storybook/react-vite';
import {GenerateResult} from './GenerateResult';
import {StoryPlayer, storyGenerateClient, storyGenerateJob, useNoDialog} from './storybook/client';
import {useStoryText} from './storybook/StoryText';

/** A finished track, its player on a fake media element. */
function Result() {
  const text = useStoryText();
  return (
    <StoryPlayer>
      <GenerateResult
        job={storyGenerateJob()}
        client={storyGenerateClient()}
        errorText={() => text('Terjadi kesalahan.', 'Something went wrong.')}
        onStarted={() => undefined}
        onAnother={() => undefined}
        playgroundLink={<a href="#playground" />}
        listLink={<a href="#list" />}
        useAddToPlaylist={useNoDialog}
      />
    </StoryPlayer>
  );
}

const meta = {
  title: 'Features/GenerateAi/GenerateResult',
  component: Result,
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The track, what its prompt was understood as, and its stems. */
export const Done: Story = {};
