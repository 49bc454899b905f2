import type {Meta, StoryObj} from '@storybook/react-vite';
import {SignInForm} from './SignInForm';

const meta = {
  title: 'Features/AuthForms/SignInForm',
  component: SignInForm,
  args: {
    signIn: async () => {},
    onGoogle: async () => {},
    forgotPasswordHref: '/forgot_password',
    emailLinkHref: '/login/link',
    registerHref: '/register',
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {email: 'sari.wulandari@contoh.com', password: 'minusone2024'};

export const Idle: Story = {};
export const Filled: Story = {args: {defaultValues: filled}};
export const Submitting: Story = {args: {defaultValues: filled, initialState: {status: 'submitting'}}};
export const FieldErrors: Story = {
  args: {
    defaultValues: {email: 'sari@contoh'},
    initialState: {status: 'error', fieldErrors: {email: 'emailInvalid', password: 'passwordRequired'}},
  },
};
export const InvalidCredential: Story = {
  args: {defaultValues: filled, initialState: {status: 'error', error: {code: 'auth/invalid-credential'}}},
};
export const TooManyRequests: Story = {
  args: {defaultValues: filled, initialState: {status: 'error', error: {code: 'auth/too-many-requests'}}},
};
export const UserDisabled: Story = {
  args: {defaultValues: filled, initialState: {status: 'error', error: {code: 'auth/user-disabled'}}},
};
export const NetworkError: Story = {
  args: {
    defaultValues: filled,
    initialState: {status: 'error', error: {code: 'auth/network-request-failed'}},
  },
};
export const Success: Story = {args: {defaultValues: filled, initialState: {status: 'success'}}};
