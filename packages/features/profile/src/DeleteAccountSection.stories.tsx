import type {Meta, StoryObj} from '@storybook/react-vite';
import {DeleteAccountSection} from './DeleteAccountSection';

const meta = {
  title: 'Features/Profile/DeleteAccountSection',
  component: DeleteAccountSection,
  args: {email: 'sari.wulandari@contoh.com', deleteAccount: async () => {}},
} satisfies Meta<typeof DeleteAccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Mismatch: Story = {
  args: {
    defaultConfirmation: 'sari@contoh',
    initialState: {status: 'error', fieldErrors: {confirmation: 'confirmationMismatch'}},
  },
};
export const Deleting: Story = {
  args: {defaultConfirmation: 'sari.wulandari@contoh.com', initialState: {status: 'submitting'}},
};
export const NetworkError: Story = {
  args: {
    defaultConfirmation: 'sari.wulandari@contoh.com',
    initialState: {status: 'error', error: {code: 'auth/network-request-failed'}},
  },
};
export const WithoutEmail: Story = {args: {email: null}};
