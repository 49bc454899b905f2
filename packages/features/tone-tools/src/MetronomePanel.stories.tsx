import type {Meta, StoryObj} from '@storybook/react-vite';
import {MetronomePanel} from './MetronomePanel';
import {ignore, metronomeRunning, metronomeStopped} from './storybook/fixtures';

const meta = {
  title: 'Features/ToneTools/MetronomePanel',
  component: MetronomePanel,
  args: {state: metronomeStopped, onStart: ignore, onStop: ignore, onChange: ignore, onTap: ignore},
} satisfies Meta<typeof MetronomePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stopped: Story = {};
export const Running: Story = {args: {state: metronomeRunning}};
export const Slowest: Story = {
  args: {state: {...metronomeStopped, settings: {...metronomeStopped.settings, bpm: 20}}},
};
export const Narrow: Story = {
  args: {state: metronomeRunning},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
