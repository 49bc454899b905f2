import type {Meta, StoryObj} from '@storybook/react-vite';
import {useIntl} from 'react-intl';
import {PricingAccount} from './PricingAccount';
import {catalogue, usageFixture} from './storybook/fixtures';

// A story-only explanation of a refused checkout, in the language of the Storybook toolbar.
function StoryError() {
  const english = useIntl().locale.startsWith('en');
  return <>{english ? 'Payments are not set up here.' : 'Pembayaran belum disiapkan di sini.'}</>;
}

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Features/PricingTable/PricingAccount',
  component: PricingAccount,
  args: {
    ...catalogue,
    recommendedPlanId: 'plus',
    subscription: {status: 'ready', data: {planId: 'free', status: 'free', currentPeriodEnd: null}},
    usage: {status: 'ready', data: usageFixture(30, 12)},
    payable: true,
    onRetry: () => undefined,
    startCheckout: never,
    cancelSubscription: never,
    describeError: () => <StoryError />,
  },
} satisfies Meta<typeof PricingAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free user: their plan and minutes, an upgrade under each paid plan. */
export const FreeUser: Story = {};
/** A Pro subscriber: paid until a date, cancel, and switches down. */
export const ProSubscriber: Story = {
  args: {
    subscription: {
      status: 'ready',
      data: {planId: 'pro', status: 'active', currentPeriodEnd: '2026-12-26T05:00:00.000Z'},
    },
    usage: {status: 'ready', data: usageFixture(600, 240)},
  },
};
/** A canceled Plus plan that runs to the end of its paid period, back from a paid checkout. */
export const Canceling: Story = {
  args: {
    checkoutOutcome: 'paid',
    subscription: {
      status: 'ready',
      data: {planId: 'plus', status: 'canceling', currentPeriodEnd: '2026-12-26T05:00:00.000Z'},
    },
    usage: {status: 'ready', data: usageFixture(180, 20)},
  },
};
/** While the account loads. */
export const Loading: Story = {args: {subscription: {status: 'loading'}, usage: {status: 'loading'}}};
/** The account could not be read: a retry. */
export const LoadFailed: Story = {args: {subscription: {status: 'error'}, usage: {status: 'error'}}};
