import type {Meta, StoryObj} from '@storybook/react-vite';
import {AuthCallback} from './AuthCallback';
import {fakeAuthClient, storyHrefs} from './storybook/fakeAuthClient';

const meta = {
  title: 'Features/AuthForms/AuthCallback',
  component: AuthCallback,
  args: {
    params: new URLSearchParams({mode: 'verifyEmail', oobCode: 'code-1'}),
    client: fakeAuthClient(),
    hrefs: storyHrefs,
    continueHref: '/v3/home',
    hadSession: () => false,
    onSignedIn: () => {},
  },
} satisfies Meta<typeof AuthCallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A verification link, applied. */
export const EmailVerified: Story = {};
/** An undone change of address: the restored address, and a way to a new password. */
export const EmailRecovered: Story = {
  args: {params: new URLSearchParams({mode: 'recoverEmail', oobCode: 'code-2'})},
};
/** A link without its code. */
export const InvalidLink: Story = {args: {params: new URLSearchParams({mode: 'verifyEmail'})}};
/** A password reset link whose code checked out: the new password for its account. */
export const ResetPassword: Story = {
  args: {params: new URLSearchParams({mode: 'resetPassword', oobCode: 'code-3'})},
};
/** A sign-in link opened where its address was not stored: the address is asked for again. */
export const SignInLinkElsewhere: Story = {
  args: {params: new URLSearchParams({mode: 'signIn', oobCode: 'code-4'})},
};
