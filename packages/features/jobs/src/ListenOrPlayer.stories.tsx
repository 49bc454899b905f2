import {PlayerProvider} from '@nada/player';
import {FakeMedia} from '@nada/player/testing';
import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {ListenOrPlayer} from './ListenOrPlayer';
import {useStoryText} from './storybook/StoryText';

/** ListenOrPlayer on a fake media element, with a result track named in the story's language. */
function Listen() {
  const text = useStoryText();
  const [media] = useState(() => new FakeMedia({durations: {'story-result.mp3': 214}}));
  return (
    <PlayerProvider media={media}>
      <ListenOrPlayer
        track={{id: 'job-story', title: 'Bengawan Solo', src: 'story-result.mp3', durationSeconds: 214}}
        label={text('Dengarkan hasilnya', 'Listen to the result')}
      />
    </PlayerProvider>
  );
}

const meta = {
  title: 'Features/Jobs/ListenOrPlayer',
  component: Listen,
} satisfies Meta<typeof Listen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the result plays: its Listen button. */
export const NotPlaying: Story = {};
