import {Button, downloadIcon, playlistIcon} from '@nada/ui';
import type {Meta, StoryObj} from '@storybook/react-vite';
import {ResultPreview} from './ResultPreview';
import {FakePlayer} from './storybook/FakePlayer';
import {T} from './storybook/StoryText';

const meta = {
  title: 'Features/GenerationWizard/ResultPreview',
  component: ResultPreview,
  args: {
    title: 'Bengawan Solo (minus one)',
    meta: <T id="3:41 · C mayor · 92 BPM · MP3 320 kbps" en="3:41 · C major · 92 BPM · MP3 320 kbps" />,
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: '40rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPlayerAndActions: Story = {
  args: {
    children: <FakePlayer />,
    actions: (
      <>
        <Button iconStart={downloadIcon}>
          <T id="Unduh minus one" en="Download the minus one" />
        </Button>
        <Button variant="secondary" iconStart={downloadIcon}>
          <T id="Unduh semua (ZIP)" en="Download all (ZIP)" />
        </Button>
        <Button variant="ghost" iconStart={playlistIcon}>
          <T id="Tambah ke playlist" en="Add to playlist" />
        </Button>
      </>
    ),
  },
};
export const TitleOnly: Story = {args: {meta: undefined}};
