import type {Meta, StoryObj} from '@storybook/react-vite';
import {ReauthenticateDialog} from './ReauthenticateDialog';

const meta = {
  title: 'Features/AuthForms/ReauthenticateDialog',
  component: ReauthenticateDialog,
  parameters: {layout: 'fullscreen'},
  // The dialog renders in a portal; the wrapper stands for the page that opened it.
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
    email: 'sari.wulandari@contoh.com',
    reauthenticate: async () => {},
    onSuccess: () => {},
  },
} satisfies Meta<typeof ReauthenticateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Submitting: Story = {
  args: {defaultPassword: 'minusone2024', initialState: {status: 'submitting'}},
};
export const WrongPassword: Story = {
  args: {
    defaultPassword: 'minusone2023',
    initialState: {status: 'error', error: {code: 'auth/wrong-password'}},
  },
};
export const TooManyRequests: Story = {
  args: {
    defaultPassword: 'minusone2023',
    initialState: {status: 'error', error: {code: 'auth/too-many-requests'}},
  },
};
