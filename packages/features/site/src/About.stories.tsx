import type {Meta, StoryObj} from '@storybook/react-vite';
import {About} from './About';
import {Localized} from './storybook/fixtures';

const meta = {
  title: 'Features/Site/About',
  component: About,
  args: {
    title: <Localized id="Tentang Nada" en="About Nada" />,
    hrefs: {support: '#support', minusOne: '#minusone'},
  },
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What Nada is, who it is for, how it works, what it stands for, and the way to reach us. */
export const Default: Story = {};
