import type {Meta, StoryObj} from '@storybook/react-vite';
import {ignore, tunerFlat, tunerInTune} from './storybook/fixtures';
import {TunerPanel} from './TunerPanel';

const meta = {
  title: 'Features/ToneTools/TunerPanel',
  component: TunerPanel,
  args: {
    state: {status: 'idle', a4: 440},
    instrument: 'guitar',
    onInstrumentChange: ignore,
    onStart: ignore,
    onStop: ignore,
    onReferenceChange: ignore,
  },
} satisfies Meta<typeof TunerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Requesting: Story = {args: {state: {status: 'requesting', a4: 440}}};
export const Silence: Story = {args: {state: {status: 'listening', a4: 440}}};
export const Flat: Story = {args: {state: tunerFlat}};
export const InTune: Story = {args: {state: tunerInTune, instrument: 'violin'}};
export const Chromatic: Story = {args: {state: tunerFlat, instrument: 'chromatic'}};
export const Denied: Story = {args: {state: {status: 'denied', a4: 440}}};
export const NoMicrophone: Story = {args: {state: {status: 'noMicrophone', a4: 440}}};
export const Unsupported: Story = {args: {state: {status: 'unsupported', a4: 440}}};
export const Failed: Story = {args: {state: {status: 'error', a4: 440}}};
export const Narrow: Story = {
  args: {state: tunerFlat},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
