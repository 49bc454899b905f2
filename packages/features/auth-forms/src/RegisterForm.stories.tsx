import type {Meta, StoryObj} from '@storybook/react-vite';
import {RegisterForm} from './RegisterForm';

const meta = {
  title: 'Features/AuthForms/RegisterForm',
  component: RegisterForm,
  args: {
    register: async () => {},
    onGoogle: async () => {},
    termsHref: '/term_and_condition',
    privacyHref: '/privacy_policy',
    signInHref: '/login',
  },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  name: 'Sari Wulandari',
  email: 'sari.wulandari@contoh.com',
  password: 'minusone2024',
  terms: true,
};

export const Idle: Story = {};
export const Filled: Story = {args: {defaultValues: filled}};
export const WeakPassword: Story = {
  args: {
    defaultValues: {...filled, password: 'minusone', terms: false},
    initialState: {status: 'error', fieldErrors: {password: 'passwordWeak', terms: 'termsRequired'}},
  },
};
/** The bot check still working: the challenge never arrives here, so the status stays on screen. */
export const BotCheckRunning: Story = {
  args: {defaultValues: filled, getChallenge: () => new Promise(() => {})},
};
export const Submitting: Story = {args: {defaultValues: filled, initialState: {status: 'submitting'}}};
export const EmailAlreadyInUse: Story = {
  args: {defaultValues: filled, initialState: {status: 'error', error: {code: 'auth/email-already-in-use'}}},
};
export const Success: Story = {args: {defaultValues: filled, initialState: {status: 'success'}}};
