import type {Meta, StoryObj} from '@storybook/react-vite';
import {ColorModeSwitch} from './ColorModeSwitch';

/** Wired to the ThemeProvider of the Storybook decorator, which forces the toolbar's mode for snapshots. */
const meta = {
  title: 'UI/ColorModeSwitch',
  component: ColorModeSwitch,
  argTypes: {variant: {control: 'inline-radio', options: ['segmented', 'compact']}},
} satisfies Meta<typeof ColorModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Segmented: Story = {args: {variant: 'segmented'}};
export const Compact: Story = {args: {variant: 'compact'}};
export const Disabled: Story = {args: {variant: 'segmented', disabled: true}};
