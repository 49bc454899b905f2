import type {Meta, StoryObj} from '@storybook/react-vite';
import {SignInMethods} from './SignInMethods';

const meta = {
  title: 'Features/Profile/SignInMethods',
  component: SignInMethods,
  args: {linked: ['password'], linkGoogle: async () => {}, unlink: async () => {}},
} satisfies Meta<typeof SignInMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordOnly: Story = {};
export const Both: Story = {args: {linked: ['password', 'google.com']}};
export const GoogleOnly: Story = {args: {linked: ['google.com']}};
export const Linking: Story = {args: {initialState: {status: 'submitting'}}};
export const AlreadyLinkedElsewhere: Story = {
  args: {initialState: {status: 'error', error: {code: 'auth/credential-already-in-use'}}},
};
