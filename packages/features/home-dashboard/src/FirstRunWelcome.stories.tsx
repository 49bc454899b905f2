import type {Meta, StoryObj} from '@storybook/react-vite';
import {FirstRunWelcome} from './FirstRunWelcome';

const meta = {
  title: 'Features/HomeDashboard/FirstRunWelcome',
  component: FirstRunWelcome,
  args: {minusOneHref: '#minusone'},
} satisfies Meta<typeof FirstRunWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user with no jobs yet, led to their first minus one. */
export const FirstRun: Story = {};
