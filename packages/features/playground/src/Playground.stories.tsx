import type {Meta, StoryObj} from '@storybook/react-vite';
import {Playground} from './Playground';
import {shapedSettings, storyMix} from './storybook/fixtures';

const meta = {
  title: 'Features/Playground/Playground',
  component: Playground,
  args: {mix: storyMix()},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 960}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {args: {mix: storyMix({status: 'loading', duration: 0})}};
export const Ready: Story = {};
export const Shaped: Story = {
  args: {mix: storyMix({status: 'paused', currentTime: 61, settings: shapedSettings})},
};
export const Playing: Story = {
  args: {mix: storyMix({status: 'playing', currentTime: 97, settings: {...shapedSettings, loop: null}})},
};
export const LoadFailed: Story = {
  args: {mix: storyMix({status: 'error', error: 'load-failed', duration: 0}), onRetry: () => undefined},
};
export const Unsupported: Story = {
  args: {mix: storyMix({status: 'error', error: 'unsupported', duration: 0})},
};
