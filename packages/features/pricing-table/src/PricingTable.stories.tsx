import type {Meta, StoryObj} from '@storybook/react-vite';
import {Button} from '@nada/ui';
import {useIntl} from 'react-intl';
import {PricingTable} from './PricingTable';
import type {PricingPlanView} from './usePricingTable';
import type {PlanActionContext} from './PricingTable';
import {catalogue} from './storybook/fixtures';

// Story-only button texts, in the language of the Storybook toolbar.
function StoryAction({view, context}: {view: PricingPlanView; context: PlanActionContext}) {
  const english = useIntl().locale.startsWith('en');
  if (context.isCurrent)
    return (
      <Button fullWidth variant="secondary" disabled>
        {english ? 'Your plan' : 'Paket kamu'}
      </Button>
    );
  return (
    <Button fullWidth variant={view.plan.id === 'plus' ? 'primary' : 'secondary'}>
      {english ? `Choose ${view.name}` : `Pilih ${view.name}`}
    </Button>
  );
}

const meta = {
  title: 'Features/PricingTable/PricingTable',
  component: PricingTable,
  args: {
    plans: catalogue.plans,
    minorUnits: catalogue.minorUnits,
    recommendedPlanId: 'plus',
    renderAction: (view, context) => <StoryAction view={view} context={context} />,
  },
} satisfies Meta<typeof PricingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: no current plan, Plus recommended, monthly prices. */
export const Guest: Story = {};
/** A signed-in user on the free plan: their plan is marked in the cards and the table. */
export const FreeUserCurrent: Story = {args: {currentPlanId: 'free'}};
/** Yearly prices, with what they come to a month and the saving. */
export const Yearly: Story = {args: {defaultPeriod: 'yearly'}};
/** A Plus subscriber looking at yearly prices. */
export const PlusUserYearly: Story = {args: {currentPlanId: 'plus', defaultPeriod: 'yearly'}};
/** A phone: the cards stack and the table scrolls sideways. */
export const Narrow: Story = {
  args: {currentPlanId: 'free'},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
/** Cards only, without the comparison table (a teaser). */
export const CardsOnly: Story = {args: {hideComparison: true}};

// Story-only texts for a subscriber's actions: every other plan is a switch down from Pro.
function SwitchDownAction({view, context}: {view: PricingPlanView; context: PlanActionContext}) {
  const english = useIntl().locale.startsWith('en');
  if (context.isCurrent) return null;
  return (
    <Button fullWidth variant="secondary">
      {english ? `Switch to ${view.name}` : `Pindah ke ${view.name}`}
    </Button>
  );
}

/** A Pro subscriber: their plan is marked and has no action; the others switch down (the pricing page's checkout). */
export const ProUserCurrent: Story = {
  args: {
    currentPlanId: 'pro',
    renderAction: (view, context) => <SwitchDownAction view={view} context={context} />,
  },
};
