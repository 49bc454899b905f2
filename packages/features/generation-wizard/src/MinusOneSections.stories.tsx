import type {Meta, StoryObj} from '@storybook/react-vite';
import {MinusOneSections} from './MinusOneSections';

const meta = {
  title: 'Features/GenerationWizard/MinusOneSections',
  component: MinusOneSections,
  args: {
    current: 'quick',
    labelledBy: 'story-title',
    renderLink: ({section, ...link}) => <a href={`#${section}`} {...link} />,
  },
  decorators: [
    (Story) => (
      <>
        <h1 id="story-title">Minus One</h1>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof MinusOneSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Quick: Story = {};
export const Custom: Story = {args: {current: 'custom'}};
export const History: Story = {args: {current: 'history'}};
