import type {Meta, StoryObj} from '@storybook/react-vite';
import {ForgotPasswordForm} from './ForgotPasswordForm';

const meta = {
  title: 'Features/AuthForms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: {sendReset: async () => {}, signInHref: '/login'},
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'sari.wulandari@contoh.com';

export const Idle: Story = {};
export const FieldError: Story = {
  args: {initialState: {status: 'error', fieldErrors: {email: 'emailRequired'}}},
};
export const Submitting: Story = {args: {defaultEmail: email, initialState: {status: 'submitting'}}};
export const TooManyRequests: Story = {
  args: {defaultEmail: email, initialState: {status: 'error', error: {code: 'auth/too-many-requests'}}},
};
export const Sent: Story = {args: {defaultEmail: email, initialState: {status: 'success'}}};
