import type {Meta, StoryObj} from '@storybook/react-vite';
import {Button} from '../button';
import {T} from '../storybook/StoryText';
import {EmptyState} from './EmptyState';
import {musicIcon, plusIcon, queueIcon, searchIcon, uploadIcon} from '../icon';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  argTypes: {size: {control: 'inline-radio', options: ['compact', 'regular']}},
  args: {
    icon: musicIcon,
    title: <T id="Belum ada lagu" en="No songs yet" />,
    description: (
      <T
        id="Unggah lagu pertamamu, lalu Nada memisahkan vokal dan musiknya untuk minus one."
        en="Upload your first song and Nada will split the vocals from the music for a minus one."
      />
    ),
    action: (
      <Button iconStart={uploadIcon}>
        <T id="Unggah lagu" en="Upload a song" />
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoSongsYet: Story = {};

export const NoSearchResults: Story = {
  args: {
    icon: searchIcon,
    title: <T id="Tidak ada hasil untuk “kopi dangdut”" en="No results for “kopi dangdut”" />,
    description: (
      <T
        id="Periksa ejaannya atau cari judul atau penyanyi lain."
        en="Check the spelling or try another title or singer."
      />
    ),
    action: (
      <Button variant="secondary">
        <T id="Hapus pencarian" en="Clear search" />
      </Button>
    ),
  },
};

export const Compact: Story = {
  args: {
    size: 'compact',
    icon: queueIcon,
    titleAs: 'h3',
    title: <T id="Antrean kosong" en="The queue is empty" />,
    description: <T id="Tambahkan lagu dari perpustakaanmu." en="Add songs from your library." />,
    action: (
      <Button size="sm" variant="ghost" iconStart={plusIcon}>
        <T id="Tambah lagu" en="Add songs" />
      </Button>
    ),
  },
};
