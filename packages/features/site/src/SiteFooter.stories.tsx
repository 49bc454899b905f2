import type {Meta, StoryObj} from '@storybook/react-vite';
import {SiteFooter} from './SiteFooter';
import {footerLinks} from './storybook/fixtures';

const meta = {
  title: 'Features/Site/SiteFooter',
  component: SiteFooter,
  parameters: {layout: 'fullscreen'},
  args: {links: footerLinks, copyrightYear: 2026},
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's, Nada's and the legal pages, and the copyright (the privacy settings show only when analytics is on). */
export const Default: Story = {};
