import type {Meta, StoryObj} from '@storybook/react-vite';
import {ProfileLoadState} from './ProfileLoadState';

const meta = {
  title: 'Features/Profile/ProfileLoadState',
  component: ProfileLoadState,
  args: {status: 'loading', onRetry: () => {}},
} satisfies Meta<typeof ProfileLoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the profile loads. */
export const Loading: Story = {};
/** The profile could not be loaded: a retry. */
export const LoadFailed: Story = {args: {status: 'error'}};
