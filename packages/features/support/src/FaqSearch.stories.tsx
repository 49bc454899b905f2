import type {Meta, StoryObj} from '@storybook/react-vite';
import {FaqSearch} from './FaqSearch';
import {faqEntries} from './storybook/fixtures';

const meta = {
  title: 'Features/Support/FaqSearch',
  component: FaqSearch,
  args: {entries: faqEntries},
} satisfies Meta<typeof FaqSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Filtered: Story = {args: {defaultValue: 'kredit'}};
export const NoResults: Story = {args: {defaultValue: 'karaoke bluetooth'}};
export const Empty: Story = {args: {entries: []}};
