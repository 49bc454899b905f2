import {PlayerProvider} from '@nada/player';
import {FakeMedia} from '@nada/player/testing';
import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {ResultMixer} from './ResultMixer';
import {storyMedia} from './storybook/minusOne';

/** The mixer of a result's stems, beside a page's player. */
function Mixer({stems}: {stems: typeof storyMedia.stems}) {
  const [media] = useState(() => new FakeMedia());
  return (
    <PlayerProvider media={media}>
      <ResultMixer stems={stems} />
    </PlayerProvider>
  );
}

const meta = {
  title: 'Features/GenerationWizard/ResultMixer',
  component: Mixer,
  args: {stems: storyMedia.stems},
  decorators: [
    (Story) => (
      <div style={{maxWidth: '40rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Mixer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two stems: the vocals and the minus one. */
export const TwoStems: Story = {};
/** Four stems: drums, bass, other and vocals, without their sum. */
export const FourStems: Story = {
  args: {
    stems: [
      ...storyMedia.stems,
      ...(['drums', 'bass', 'other'] as const).map((name) => ({
        ...storyMedia.input,
        name,
        fileId: `stem-${name}`,
      })),
    ],
  },
};
