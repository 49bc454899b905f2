import type {Meta, StoryObj} from '@storybook/react-vite';
import {T} from '../storybook/StoryText';
import {Badge} from './Badge';
import {crownIcon, musicIcon} from '../icon';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: {children: <T id="Baru" en="New" />},
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'primary', 'accent', 'success', 'warning', 'danger'],
    },
    variant: {control: 'inline-radio', options: ['soft', 'solid']},
    size: {control: 'inline-radio', options: ['sm', 'md']},
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {args: {tone: 'neutral', children: <T id="Draf" en="Draft" />}};
export const Primary: Story = {args: {tone: 'primary', children: <T id="Minus one" en="Minus one" />}};
export const Accent: Story = {args: {tone: 'accent', children: <T id="Premium" en="Premium" />}};
export const Success: Story = {args: {tone: 'success', children: <T id="Siap" en="Ready" />}};
export const Warning: Story = {
  args: {tone: 'warning', children: <T id="Kuota hampir habis" en="Quota almost used" />},
};
export const Danger: Story = {args: {tone: 'danger', children: <T id="Gagal" en="Failed" />}};

/** Every tone, filled. */
export const Solid: Story = {
  render: (args) => (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 'var(--nada-space-2)'}}>
      <Badge {...args} tone="neutral">
        <T id="Draf" en="Draft" />
      </Badge>
      <Badge {...args} tone="primary">
        <T id="Minus one" en="Minus one" />
      </Badge>
      <Badge {...args} tone="accent">
        <T id="Premium" en="Premium" />
      </Badge>
      <Badge {...args} tone="success">
        <T id="Siap" en="Ready" />
      </Badge>
      <Badge {...args} tone="warning">
        <T id="Antre" en="Queued" />
      </Badge>
      <Badge {...args} tone="danger">
        <T id="Gagal" en="Failed" />
      </Badge>
    </div>
  ),
  args: {variant: 'solid'},
};

export const WithIcon: Story = {
  args: {tone: 'accent', icon: crownIcon, children: <T id="Premium" en="Premium" />},
};
export const WithDot: Story = {
  args: {tone: 'success', dot: true, children: <T id="Sedang diproses" en="Processing" />},
};
export const Small: Story = {
  args: {tone: 'primary', size: 'sm', icon: musicIcon, children: <T id="Vokal" en="Vocals" />},
};
