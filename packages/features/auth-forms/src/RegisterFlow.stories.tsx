import type {Meta, StoryObj} from '@storybook/react-vite';
import {RegisterFlow} from './RegisterFlow';
import {fakeAuthClient} from './storybook/fakeAuthClient';

const meta = {
  title: 'Features/AuthForms/RegisterFlow',
  component: RegisterFlow,
  args: {
    client: fakeAuthClient(),
    verificationUrl: 'https://nada.example/callback?from=verifyEmail',
    termsHref: '/term_and_condition',
    privacyHref: '/privacy_policy',
    signInHref: '/login',
    signedIn: false,
    onSignedIn: () => {},
  },
} satisfies Meta<typeof RegisterFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The registration form, its bot check solved. */
export const Form: Story = {};
