import type {Meta, StoryObj} from '@storybook/react-vite';
import {ChangeEmailForm} from './ChangeEmailForm';

const meta = {
  title: 'Features/Profile/ChangeEmailForm',
  component: ChangeEmailForm,
  args: {currentEmail: 'sari.wulandari@contoh.com', changeEmail: async () => {}},
} satisfies Meta<typeof ChangeEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const InvalidEmail: Story = {
  args: {defaultEmail: 'sari@', initialState: {status: 'error', fieldErrors: {email: 'emailInvalid'}}},
};
export const Submitting: Story = {
  args: {defaultEmail: 'sari@studio.id', initialState: {status: 'submitting'}},
};
export const EmailInUse: Story = {
  args: {
    defaultEmail: 'sari@studio.id',
    initialState: {status: 'error', error: {code: 'auth/email-already-in-use'}},
  },
};
export const LinkSent: Story = {
  args: {defaultEmail: 'sari@studio.id', initialState: {status: 'success'}},
};
