import type {Meta, StoryObj} from '@storybook/react-vite';
import {useIntl} from 'react-intl';
import {PricingDetail} from './PricingDetail';
import {catalogue} from './storybook/fixtures';

// The page's heading and the link back are the app's route titles, in the language of the Storybook toolbar.
function StoryText({id, en}: {id: string; en: string}) {
  return <>{useIntl().locale.startsWith('en') ? en : id}</>;
}

const meta = {
  title: 'Features/PricingTable/PricingDetail',
  component: PricingDetail,
  args: {
    ...catalogue,
    title: <StoryText id="Perbandingan paket" en="Compare plans" />,
    recommendedPlanId: 'plus',
    pricingLink: <a href="#pricing" />,
    pricingLabel: <StoryText id="Harga" en="Pricing" />,
  },
} satisfies Meta<typeof PricingDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every plan's limits side by side, and the questions on minutes (closed). */
export const Default: Story = {};
/** On a phone (390 px): the table scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
