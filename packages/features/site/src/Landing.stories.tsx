import type {Meta, StoryObj} from '@storybook/react-vite';
import {Landing} from './Landing';
import {LandingCta, LandingHero} from './LandingHero';
import {LandingFaq, LandingFeatures, LandingPricing, LandingSteps} from './LandingSections';
import {faqValues, landingHrefs, planCatalogue} from './storybook/fixtures';

const meta = {
  title: 'Features/Site/Landing',
  component: Landing,
  args: {hrefs: landingHrefs, catalog: planCatalogue, recommendedPlan: 'plus', faqValues},
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each section on its own, as the landing stacks them (the page's frame gives them their width).
const section = (render: Story['render']): Story => ({
  render,
  decorators: [
    (Story) => (
      <div className="landing">
        <Story />
      </div>
    ),
  ],
});

/** The promise, the two ways in and the picture of a mixer with the vocals taken out. */
export const Hero = section((args) => <LandingHero {...args} />);
/** One card per tool, each a link to it. */
export const Features = section((args) => <LandingFeatures {...args} />);
/** How it works, in four steps. */
export const Steps = section(() => <LandingSteps />);
/** The plans from the catalogue, the suggested one marked, and the way to compare them. */
export const Pricing = section((args) => <LandingPricing {...args} />);
/** The usual questions, closed. */
export const Faq = section((args) => <LandingFaq {...args} values={args.faqValues} />);
/** The closing call to action. */
export const Cta = section((args) => <LandingCta {...args} />);
