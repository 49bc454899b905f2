import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {demoPeaks} from './testing';
import {Waveform, type WaveformProps} from './Waveform';

const song = demoPeaks({duration: 214, silence: 1});
const longSong = demoPeaks({duration: 600});

/** A waveform that seeks for real in the story: clicks, drags and keys move the cursor. */
function Seekable(props: WaveformProps) {
  const [time, setTime] = useState(props.currentTime);
  return <Waveform {...props} currentTime={time} onSeek={setTime} />;
}

const meta = {
  title: 'Features/Waveform',
  component: Waveform,
  args: {label: 'Bengawan Solo', peaks: song, currentTime: 0},
  render: (args) => <Seekable {...args} />,
} satisfies Meta<typeof Waveform>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {args: {peaks: null, duration: 214}};
export const Ready: Story = {};
export const PlayingAtPosition: Story = {args: {currentTime: 72}};
export const WithRegion: Story = {
  args: {currentTime: 40, defaultRegions: [{id: 'loop', start: 32, end: 64}]},
};
// The cursor near the start: where a zoomed view lands otherwise depends on the scroll the browser
// allows while the track is laid out, which the unit tests cover and a screenshot cannot pin.
export const Zoomed: Story = {args: {currentTime: 4, defaultZoom: 4}};
export const LoadFailed: Story = {args: {peaks: null, status: 'error', duration: 214, onRetry: () => {}}};
export const Empty: Story = {args: {peaks: demoPeaks({duration: 0})}};
export const LongSong: Story = {args: {peaks: longSong, currentTime: 431}};
export const Narrow: Story = {
  args: {currentTime: 72, defaultRegions: [{id: 'loop', start: 60, end: 90}]},
  decorators: [
    (Story) => (
      <div style={{width: 390, maxWidth: '100%'}}>
        <Story />
      </div>
    ),
  ],
};
