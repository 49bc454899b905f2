import type {Meta, StoryObj} from '@storybook/react-vite';
import {VerifyEmailPrompt} from './VerifyEmailPrompt';

// A clock that stands still, so the countdown shows the same number in every screenshot.
const frozenClock = () => Date.UTC(2026, 10, 22, 3, 0, 0);

const meta = {
  title: 'Features/AuthForms/VerifyEmailPrompt',
  component: VerifyEmailPrompt,
  args: {email: 'sari.wulandari@contoh.com', resend: async () => {}, onContinue: () => {}, now: frozenClock},
} satisfies Meta<typeof VerifyEmailPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const CoolingDown: Story = {args: {initialCooldown: 42}};
export const Resent: Story = {args: {initialCooldown: 60, initialState: {status: 'success'}}};
export const Submitting: Story = {args: {initialState: {status: 'submitting'}}};
export const TooManyRequests: Story = {
  args: {initialState: {status: 'error', error: {code: 'auth/too-many-requests'}}},
};
/** "I've verified my email" pressed before the link was opened. */
export const NotVerifiedYet: Story = {args: {notVerified: true}};
