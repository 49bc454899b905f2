import type {Meta, StoryObj} from '@storybook/react-vite';
import {ChangePasswordForm} from './ChangePasswordForm';

const meta = {
  title: 'Features/Profile/ChangePasswordForm',
  component: ChangePasswordForm,
  args: {changePassword: async () => {}, email: 'sari.wulandari@contoh.com'},
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const WeakPassword: Story = {
  args: {defaultPassword: 'nada', initialState: {status: 'error', fieldErrors: {password: 'passwordWeak'}}},
};
export const Submitting: Story = {
  args: {defaultPassword: 'minusone2024', initialState: {status: 'submitting'}},
};
export const Changed: Story = {args: {defaultPassword: 'minusone2024', initialState: {status: 'success'}}};
export const TooManyRequests: Story = {
  args: {
    defaultPassword: 'minusone2024',
    initialState: {status: 'error', error: {code: 'auth/too-many-requests'}},
  },
};
export const SetFirstPassword: Story = {args: {hasPassword: false}};
