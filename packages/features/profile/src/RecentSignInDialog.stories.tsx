import type {Meta, StoryObj} from '@storybook/react-vite';
import {RecentSignInDialog} from './RecentSignInDialog';

const meta = {
  title: 'Features/Profile/RecentSignInDialog',
  component: RecentSignInDialog,
  parameters: {layout: 'fullscreen'},
  // The dialog renders in a portal; the wrapper stands for the profile page that opened it.
  decorators: [
    (Story) => (
      <div style={{minHeight: '100vh'}}>
        <Story />
      </div>
    ),
  ],
  args: {
    open: true,
    onOpenChange: () => {},
    onSuccess: () => {},
    email: 'sari@example.com',
    hasPassword: true,
    reauthenticateWithPassword: async () => {},
    reauthenticateWithGoogle: async () => {},
  },
} satisfies Meta<typeof RecentSignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An account with a password: the password is asked for. */
export const Password: Story = {};
/** An account that signs in only with Google: one click opens Google's popup. */
export const Google: Story = {args: {hasPassword: false}};
