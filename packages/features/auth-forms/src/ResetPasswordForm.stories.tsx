import type {Meta, StoryObj} from '@storybook/react-vite';
import {ResetPasswordForm} from './ResetPasswordForm';

const meta = {
  title: 'Features/AuthForms/ResetPasswordForm',
  component: ResetPasswordForm,
  args: {confirmReset: async () => {}, email: 'sari.wulandari@contoh.com', signInHref: '/login'},
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const PartlyMet: Story = {args: {defaultPassword: 'nada'}};
export const Filled: Story = {args: {defaultPassword: 'minusone2024'}};
export const WeakPassword: Story = {
  args: {
    defaultPassword: '12345678',
    initialState: {status: 'error', fieldErrors: {password: 'passwordWeak'}},
  },
};
export const Submitting: Story = {
  args: {defaultPassword: 'minusone2024', initialState: {status: 'submitting'}},
};
export const ExpiredLink: Story = {
  args: {
    defaultPassword: 'minusone2024',
    initialState: {status: 'error', error: {code: 'auth/expired-action-code'}},
  },
};
export const Success: Story = {args: {initialState: {status: 'success'}}};
