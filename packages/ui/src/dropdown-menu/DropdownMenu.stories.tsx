import type {Meta, StoryObj} from '@storybook/react-vite';
import {Button} from '../button';
import {T} from '../storybook/StoryText';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './DropdownMenu';
import {
  chevronDownIcon,
  downloadIcon,
  editIcon,
  fileAudioIcon,
  lockIcon,
  playlistIcon,
  slidersIcon,
  trashIcon,
} from '../icon';

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  parameters: {layout: 'fullscreen'},
  args: {defaultOpen: true, modal: false},
  decorators: [
    (Story) => (
      <div style={{padding: 'var(--nada-space-6)', minHeight: '100vh'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenWithItems: Story = {
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" iconEnd={chevronDownIcon}>
          <T id="Opsi lagu" en="Song options" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem icon={downloadIcon} shortcut="Control+D">
          <T id="Unduh minus one" en="Download minus one" />
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger icon={playlistIcon}>
            <T id="Tambah ke playlist" en="Add to playlist" />
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem>
              <T id="Latihan Minggu" en="Sunday practice" />
            </DropdownMenuItem>
            <DropdownMenuItem>
              <T id="Lagu daerah" en="Folk songs" />
            </DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuItem icon={editIcon} shortcut="F2">
          <T id="Ganti nama" en="Rename" />
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={trashIcon} tone="danger">
          <T id="Hapus lagu" en="Delete song" />
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};

export const OpenWithCheckboxAndRadioItems: Story = {
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" iconStart={slidersIcon}>
          <T id="Tampilan" en="View" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <T id="Stem yang diputar" en="Stems to play" />
        </DropdownMenuLabel>
        <DropdownMenuCheckboxItem checked>
          <T id="Drum" en="Drums" />
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem checked>
          <T id="Bas" en="Bass" />
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem checked={false}>
          <T id="Vokal" en="Vocals" />
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>
          <T id="Urutkan" en="Sort by" />
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value="recent">
          <DropdownMenuRadioItem value="recent">
            <T id="Terbaru" en="Most recent" />
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="title">
            <T id="Judul" en="Title" />
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};

export const DisabledItem: Story = {
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" iconEnd={chevronDownIcon}>
          <T id="Unduh" en="Download" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem icon={fileAudioIcon}>
          <T id="MP3 (320 kbps)" en="MP3 (320 kbps)" />
        </DropdownMenuItem>
        <DropdownMenuItem icon={lockIcon} disabled>
          <T id="WAV · khusus Pro" en="WAV · Pro only" />
        </DropdownMenuItem>
        <DropdownMenuItem icon={lockIcon} disabled>
          <T id="Semua stem · khusus Pro" en="All stems · Pro only" />
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};
