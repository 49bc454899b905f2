import type {Meta, StoryObj} from '@storybook/react-vite';
import {ActionCodeResult} from './ActionCodeResult';

const meta = {
  title: 'Features/AuthForms/ActionCodeResult',
  component: ActionCodeResult,
  args: {
    mode: 'verifyEmail',
    status: 'done',
    continueHref: '/v3/home',
    signInHref: '/login',
    resetPasswordHref: '/forgot_password',
    retryHref: '/login',
  },
} satisfies Meta<typeof ActionCodeResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {args: {status: 'checking'}};
export const EmailVerified: Story = {};
export const EmailRecovered: Story = {
  args: {mode: 'recoverEmail', email: 'sari.wulandari@contoh.com'},
};
export const PasswordChanged: Story = {args: {mode: 'resetPassword'}};
export const SignedIn: Story = {args: {mode: 'signIn'}};
export const ExpiredLink: Story = {args: {status: 'error', errorCode: 'auth/expired-action-code'}};
export const InvalidLink: Story = {
  args: {mode: 'resetPassword', status: 'error', errorCode: 'auth/invalid-action-code'},
};
