import type {Meta, StoryObj} from '@storybook/react-vite';
import {QuickActions} from './QuickActions';

const meta = {
  title: 'Features/HomeDashboard/QuickActions',
  component: QuickActions,
  args: {hrefs: {minusOne: '#minusone', fromLink: '#from-link', generate: '#generate', tools: '#tools'}},
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Minus one, from a link, generate, and the practice tools. */
export const Default: Story = {};
