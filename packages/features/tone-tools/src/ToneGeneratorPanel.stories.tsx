import type {Meta, StoryObj} from '@storybook/react-vite';
import {ignore, tonePlaying, toneStopped, toneSweeping} from './storybook/fixtures';
import {ToneGeneratorPanel} from './ToneGeneratorPanel';

const meta = {
  title: 'Features/ToneTools/ToneGeneratorPanel',
  component: ToneGeneratorPanel,
  args: {
    state: toneStopped,
    onStart: ignore,
    onStop: ignore,
    onFrequencyChange: ignore,
    onWaveformChange: ignore,
    onVolumeChange: ignore,
    onSweep: ignore,
  },
} satisfies Meta<typeof ToneGeneratorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stopped: Story = {};
export const Playing: Story = {args: {state: tonePlaying}};
export const Sweeping: Story = {args: {state: toneSweeping}};
export const InvalidFrequency: Story = {args: {defaultFrequencyText: '25000'}};
export const Narrow: Story = {
  args: {state: tonePlaying},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
