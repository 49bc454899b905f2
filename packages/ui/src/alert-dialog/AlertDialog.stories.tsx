import type {Meta, StoryObj} from '@storybook/react-vite';
import {Button} from '../button';
import {T} from '../storybook/StoryText';
import {AlertDialog} from './AlertDialog';
import {trashIcon} from '../icon';

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  parameters: {layout: 'fullscreen'},
  decorators: [
    (Story) => (
      <div style={{padding: 'var(--nada-space-6)'}}>
        <Story />
      </div>
    ),
  ],
  args: {
    defaultOpen: true,
    title: <T id="Tinggalkan tanpa menyimpan?" en="Leave without saving?" />,
    description: (
      <T
        id="Pengaturan kunci nada dan tempo yang baru kamu ubah belum disimpan."
        en="The key and tempo changes you just made have not been saved."
      />
    ),
    confirmLabel: <T id="Tinggalkan" en="Leave" />,
    cancelLabel: <T id="Tetap di sini" en="Stay here" />,
    trigger: (
      <Button variant="secondary">
        <T id="Kembali" en="Back" />
      </Button>
    ),
  },
  argTypes: {tone: {control: 'inline-radio', options: ['default', 'danger']}},
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: <T id="Hapus lagu ini?" en="Delete this song?" />,
    description: (
      <T
        id="“Bengawan Solo” beserta minus one dan semua stem-nya akan dihapus. Tindakan ini tidak bisa dibatalkan."
        en="“Bengawan Solo”, its minus one and all its stems will be deleted. This cannot be undone."
      />
    ),
    confirmLabel: <T id="Hapus lagu" en="Delete song" />,
    cancelLabel: <T id="Batal" en="Cancel" />,
    trigger: (
      <Button variant="danger" iconStart={trashIcon}>
        <T id="Hapus" en="Delete" />
      </Button>
    ),
  },
};

export const Confirming: Story = {
  args: {...Danger.args, loading: true},
};
