import type {Meta, StoryObj} from '@storybook/react-vite';
import {SoundAdminTable} from './SoundAdminTable';
import {click} from '@nada/ui/storybook';
import {sounds} from './storybook/fixtures';

const meta = {
  title: 'Features/SoundLibrary/SoundAdminTable',
  component: SoundAdminTable,
  args: {
    sounds,
    onBulk: () => Promise.resolve(),
    onEdit: () => undefined,
    errorTextOf: () => 'Nada tidak bisa dihubungi. Periksa koneksimu, lalu coba lagi.',
  },
} satisfies Meta<typeof SoundAdminTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};
export const Selected: Story = {
  args: {defaultSelected: ['sound-bass', 'sound-snare'], editingId: 'sound-pad'},
};
export const ConfirmDelete: Story = {
  args: {defaultSelected: ['sound-snare']},
  play: () => click('button[data-action="delete"]'),
};
export const MorePages: Story = {args: {hasMore: true}};
export const Loading: Story = {args: {status: 'loading'}};
export const Empty: Story = {args: {sounds: []}};
export const NothingMatches: Story = {args: {sounds: [], filtered: true}};
export const Failed: Story = {
  args: {status: 'error', errorText: 'Hanya admin yang boleh membuka halaman ini.', onRetry: () => undefined},
};
export const Narrow: Story = {
  args: {defaultSelected: ['sound-bass']},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
