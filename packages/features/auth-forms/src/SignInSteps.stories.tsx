import type {Meta, StoryObj} from '@storybook/react-vite';
import {SignInSteps} from './SignInSteps';
import {fakeAuthClient, storyHrefs} from './storybook/fakeAuthClient';

const meta = {
  title: 'Features/AuthForms/SignInSteps',
  component: SignInSteps,
  args: {
    step: 'password',
    client: fakeAuthClient(),
    hrefs: storyHrefs,
    resetContinueUrl: 'https://nada.example/login',
    linkContinueUrl: 'https://nada.example/callback',
    signedIn: false,
    onSignedIn: () => {},
  },
} satisfies Meta<typeof SignInSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email and password, with Google and the other steps' links. */
export const Password: Story = {};
/** "Forgot password", its bot check solved. */
export const ForgotPassword: Story = {args: {step: 'forgot'}};
/** "Email me a sign-in link", its bot check solved. */
export const EmailLink: Story = {args: {step: 'link'}};
