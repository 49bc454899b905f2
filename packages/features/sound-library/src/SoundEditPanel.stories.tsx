import type {Meta, StoryObj} from '@storybook/react-vite';
import {SoundEditPanel} from './SoundEditPanel';
import {click, typeText} from '@nada/ui/storybook';
import {kendang, keroncongBass} from './storybook/fixtures';

const meta = {
  title: 'Features/SoundLibrary/SoundEditPanel',
  component: SoundEditPanel,
  args: {
    sound: {...keroncongBass, published: false},
    onSave: () => Promise.resolve(),
    onDelete: () => Promise.resolve(),
    onClose: () => undefined,
    errorText: () => 'Nada tidak bisa dihubungi. Periksa koneksimu, lalu coba lagi.',
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: 880}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SoundEditPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const Published: Story = {args: {sound: kendang}};
export const Invalid: Story = {
  play: async () => {
    await typeText('.nada-sound-edit input[lang="en"]', '');
    await typeText('.nada-sound-edit input[inputmode="decimal"]', '900');
    await click('.nada-sound-edit button[type="submit"]');
  },
};
export const SaveFailed: Story = {
  args: {onSave: () => Promise.reject(new Error('offline'))},
  play: () => click('.nada-sound-edit button[type="submit"]'),
};
export const ConfirmDelete: Story = {play: () => click('.nada-sound-edit__actions > button:last-child')};
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
