import {click} from '@nada/ui/storybook';
import type {Meta, StoryObj} from '@storybook/react-vite';
import {RenameSongDialog} from './RenameSongDialog';

const meta = {
  title: 'Features/GenerationWizard/RenameSongDialog',
  component: RenameSongDialog,
  args: {
    fileId: 'file-1',
    name: 'Bengawan Solo',
    onRename: (_fileId, name) => Promise.resolve(name),
    onRenamed: () => {},
  },
} satisfies Meta<typeof RenameSongDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button beside a result's facts. */
export const Closed: Story = {};
/** The dialog, opened, with the name to change. */
export const Open: Story = {
  play: () => click('.nada-button'),
};
