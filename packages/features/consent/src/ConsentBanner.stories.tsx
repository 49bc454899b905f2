import type {Meta, StoryObj} from '@storybook/react-vite';
import {ConsentBanner} from './ConsentBanner';

const meta = {
  title: 'Features/Consent/ConsentBanner',
  component: ConsentBanner,
  args: {
    mode: 'ask',
    privacyPolicyHref: '#privacy_policy',
    onAccept: () => {},
    onDecline: () => {},
    onClose: () => {},
    onReload: () => {},
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who has not answered yet: the question, two answers of the same weight. */
export const Ask: Story = {};
/** Reopened from the footer by a visitor who had accepted. */
export const ReviewGranted: Story = {args: {mode: 'review-granted'}};
/** Reopened from the footer by a visitor who had declined. */
export const ReviewDenied: Story = {args: {mode: 'review-denied'}};
/** Right after a withdrawal: measuring is off, a reload completes it. */
export const Withdrawn: Story = {args: {mode: 'withdrawn'}};
