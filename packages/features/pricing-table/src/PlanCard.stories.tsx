import type {Meta, StoryObj} from '@storybook/react-vite';
import {Button} from '@nada/ui';
import {useIntl} from 'react-intl';
import {PlanCard} from './PlanCard';
import {catalogPlan} from './planFigures';
import {apiCatalogue, catalogue} from './storybook/fixtures';

// A story-only action text, in the language of the Storybook toolbar.
function StoryAction({name}: {name: string}) {
  const english = useIntl().locale.startsWith('en');
  return <Button fullWidth>{english ? `Choose ${name}` : `Pilih ${name}`}</Button>;
}

const meta = {
  title: 'Features/PricingTable/PlanCard',
  component: PlanCard,
  args: {plan: catalogPlan(apiCatalogue, 'free'), minorUnits: catalogue.minorUnits},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 360}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The free plan, without an action. */
export const Free: Story = {};
/** The plan we suggest, marked, with its action (the landing's teaser). */
export const Recommended: Story = {
  args: {plan: catalogPlan(apiCatalogue, 'plus'), recommended: true, action: <StoryAction name="Plus" />},
};
/** The largest plan: priority processing among its features. */
export const Priority: Story = {
  args: {plan: catalogPlan(apiCatalogue, 'pro'), action: <StoryAction name="Pro" />},
};
