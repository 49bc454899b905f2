import type {Meta, StoryObj} from '@storybook/react-vite';
import {ShareDialog} from './ShareDialog';

const link = 'https://nada.example/v3/playlist?id=3f6c1a52-8d4e-4b7a-9f0e-2c1d5e7a9b31';

const meta = {
  title: 'Features/Playlist/ShareDialog',
  component: ShareDialog,
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Latihan Minggu',
    link,
    iframeCode:
      '<iframe src="https://nada.example/embed/playlist/3f6c1a52-8d4e-4b7a-9f0e-2c1d5e7a9b31" title="Latihan Minggu" width="480" height="320" style="border:0" loading="lazy" allow="autoplay"></iframe>',
    elementCode:
      '<script src="https://nada.example/embed/player.js" defer></script>\n<nada-player playlist="3f6c1a52-8d4e-4b7a-9f0e-2c1d5e7a9b31" lang="id"></nada-player>',
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const LongTitle: Story = {
  args: {title: 'Lagu-lagu latihan paduan suara untuk konser Natal di gereja tahun ini'},
};
