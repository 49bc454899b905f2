import type {Meta, StoryObj} from '@storybook/react-vite';
import {useIntl} from 'react-intl';
import {CreditsPanel, type CreditsPanelProps} from './CreditsPanel';
import {creditsUsing} from './storybook/fixtures';

// The plan's name in the language of the Storybook toolbar, as the app's plan catalogue gives it.
function StoryCreditsPanel(props: CreditsPanelProps) {
  const english = useIntl().locale.startsWith('en');
  return <CreditsPanel {...props} planName={(id) => (id === 'free' ? (english ? 'Free' : 'Gratis') : id)} />;
}

const meta = {
  title: 'Features/HomeDashboard/CreditsPanel',
  component: CreditsPanel,
  render: (args) => <StoryCreditsPanel {...args} />,
  args: {
    credits: {status: 'ready', data: creditsUsing(300)},
    onRetry: () => {},
    planName: (id) => id,
    plansHref: '#pricing',
  },
} satisfies Meta<typeof CreditsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 25 of 30 minutes left, renewing on 1 December. */
export const PlentyLeft: Story = {};

/** Under a minute left, some of it reserved by a job in progress: shown in seconds. */
export const NearlyOut: Story = {args: {credits: {status: 'ready', data: creditsUsing(1700, 55)}}};

/** Nothing left until the renewal. */
export const Exhausted: Story = {args: {credits: {status: 'ready', data: creditsUsing(1800)}}};

/** While the balance is read. */
export const Loading: Story = {args: {credits: {status: 'loading'}}};

/** Reading it failed: "Try again" reads it again. */
export const Failed: Story = {args: {credits: {status: 'error'}}};
