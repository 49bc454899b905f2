import type {Decorator, Meta, StoryObj} from '@storybook/react-vite';
import {Player} from './Player';
import {
  StoryPlayer,
  longTitleTrack,
  storyDurations,
  useFourStemTrack,
  useStoryTracks,
  type StoryScript,
} from './storybook/StoryPlayer';

/** Runs a story's script on a fake media element; `tracks: 'all'` stands for the story tracks. */
function withPlayer(
  script: Omit<StoryScript, 'tracks'> & {tracks?: 'all' | 'long' | 'first' | 'stems'},
): Decorator {
  return function PlayerDecorator(Story) {
    const all = useStoryTracks();
    const stems = useFourStemTrack();
    const choices = {all, long: [longTitleTrack, ...all], first: all.slice(0, 1), stems: [stems]};
    const tracks = script.tracks ? choices[script.tracks] : undefined;
    return (
      <StoryPlayer script={{...script, tracks, media: {durations: storyDurations, ...script.media}}}>
        <div style={{maxWidth: 720}}>
          <Story />
        </div>
      </StoryPlayer>
    );
  };
}

const meta = {
  title: 'Features/Player/Player',
  component: Player,
} satisfies Meta<typeof Player>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {decorators: [withPlayer({})]};
export const Loading: Story = {
  decorators: [withPlayer({tracks: 'all', index: 1, media: {loading: 'manual'}})],
};
export const Ready: Story = {decorators: [withPlayer({tracks: 'all', index: 1, then: 'load'})]};
export const Playing: Story = {decorators: [withPlayer({tracks: 'all', index: 1, time: 83})]};
export const Paused: Story = {decorators: [withPlayer({tracks: 'all', index: 2, time: 41, then: 'pause'})]};
export const WithVariants: Story = {decorators: [withPlayer({tracks: 'first', time: 72})]};
export const MinusOneSelected: Story = {
  decorators: [withPlayer({tracks: 'first', time: 72, variant: 'minus-one', then: 'pause'})],
};
export const FourStems: Story = {decorators: [withPlayer({tracks: 'stems', time: 50, variant: 'drums'})]};
export const PlaybackError: Story = {
  decorators: [withPlayer({tracks: 'all', index: 1, media: {failing: {'/story/kopi.mp3': 2}}})],
};
export const LongTitle: Story = {decorators: [withPlayer({tracks: 'long', time: 754})]};
export const Queue: Story = {args: {showQueue: true}, decorators: [withPlayer({tracks: 'all', time: 30})]};
export const NarrowFourStems: Story = {
  decorators: [
    (Story) => (
      <div style={{width: 390, maxWidth: '100%'}}>
        <Story />
      </div>
    ),
    withPlayer({tracks: 'stems', time: 50}),
  ],
};
export const Narrow: Story = {
  args: {showQueue: true},
  decorators: [
    (Story) => (
      <div style={{width: 390, maxWidth: '100%'}}>
        <Story />
      </div>
    ),
    withPlayer({tracks: 'all', time: 72}),
  ],
};
