import type {Meta, StoryObj} from '@storybook/react-vite';
import {ShortcutsDialog} from './ShortcutsDialog';

const meta = {
  title: 'Features/Playground/ShortcutsDialog',
  component: ShortcutsDialog,
  args: {open: true, onOpenChange: () => undefined},
} satisfies Meta<typeof ShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
