import type {Decorator, Meta, StoryObj} from '@storybook/react-vite';
import {MiniPlayer} from './MiniPlayer';
import {
  StoryPlayer,
  longTitleTrack,
  storyDurations,
  useStoryTracks,
  type StoryScript,
} from './storybook/StoryPlayer';

function withPlayer(script: Omit<StoryScript, 'tracks'> & {long?: boolean}): Decorator {
  return function PlayerDecorator(Story) {
    const tracks = useStoryTracks();
    return (
      <StoryPlayer
        script={{
          ...script,
          tracks: script.long ? [longTitleTrack, ...tracks] : tracks,
          media: {durations: storyDurations, ...script.media},
        }}
      >
        <Story />
      </StoryPlayer>
    );
  };
}

const meta = {
  title: 'Features/Player/MiniPlayer',
  component: MiniPlayer,
  args: {fixed: false, onExpand: () => {}},
  parameters: {layout: 'fullscreen'},
} satisfies Meta<typeof MiniPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {decorators: [withPlayer({time: 72})]};
export const Paused: Story = {decorators: [withPlayer({index: 1, time: 140, then: 'pause'})]};
export const Loading: Story = {decorators: [withPlayer({index: 2, media: {loading: 'manual'}})]};
export const PlaybackError: Story = {
  decorators: [withPlayer({index: 1, media: {failing: {'/story/kopi.mp3': 4}}})],
};
export const LongTitle: Story = {decorators: [withPlayer({long: true, time: 300})]};
export const WithoutExpand: Story = {args: {onExpand: undefined}, decorators: [withPlayer({time: 20})]};
export const FixedAtTheBottom: Story = {args: {fixed: true}, decorators: [withPlayer({time: 72})]};
