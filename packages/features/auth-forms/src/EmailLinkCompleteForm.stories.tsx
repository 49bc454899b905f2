import type {Meta, StoryObj} from '@storybook/react-vite';
import {EmailLinkCompleteForm} from './EmailLinkCompleteForm';

const meta = {
  title: 'Features/AuthForms/EmailLinkCompleteForm',
  component: EmailLinkCompleteForm,
  args: {completeSignIn: async () => {}},
} satisfies Meta<typeof EmailLinkCompleteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const ExpiredLink: Story = {
  args: {
    defaultEmail: 'sari.wulandari@contoh.com',
    initialState: {status: 'error', error: {code: 'auth/expired-action-code'}},
  },
};
export const Success: Story = {
  args: {defaultEmail: 'sari.wulandari@contoh.com', initialState: {status: 'success'}},
};
