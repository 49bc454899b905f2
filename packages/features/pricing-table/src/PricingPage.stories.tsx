import type {Meta, StoryObj} from '@storybook/react-vite';
import {useIntl} from 'react-intl';
import {PricingGuestTable, PricingPage} from './PricingPage';
import {catalogue} from './storybook/fixtures';

// The page's heading is the app's (its route title), in the language of the Storybook toolbar.
function StoryTitle() {
  return <>{useIntl().locale.startsWith('en') ? 'Pricing' : 'Harga'}</>;
}

const guestTable = (payable: boolean) => (
  <PricingGuestTable
    {...catalogue}
    recommendedPlanId="plus"
    payable={payable}
    registerLink={<a href="#register" />}
    signInLink={<a href="#login" />}
  />
);

const meta = {
  title: 'Features/PricingTable/PricingPage',
  component: PricingPage,
  args: {
    title: <StoryTitle />,
    paymentProvider: 'midtrans',
    detailLink: <a href="#detail" />,
    children: guestTable(true),
  },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor where payments work: start free, or sign in to choose a paid plan. */
export const Guest: Story = {};
/** Payments only through the sandbox: a note says nothing is charged. */
export const Sandbox: Story = {args: {paymentProvider: 'sandbox'}};
/** No payment provider: a note, and no action under the paid plans. */
export const PaymentsNotSetUp: Story = {args: {paymentProvider: null, children: guestTable(false)}};
/** On a phone (390 px). */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
