import type {Meta, StoryObj} from '@storybook/react-vite';
import NewVersionToast from './NewVersionToast';

const meta = {
  title: 'Features/Version/NewVersionToast',
  component: NewVersionToast,
} satisfies Meta<typeof NewVersionToast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newer build was published while the tab was open: the notice stays until closed or reloaded. */
export const Available: Story = {};
