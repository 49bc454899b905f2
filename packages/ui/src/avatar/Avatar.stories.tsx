import type {Meta, StoryObj} from '@storybook/react-vite';
import {Avatar} from './Avatar';

/** A portrait drawn as an inline SVG, so the story needs no network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f59f0b"/><stop offset="1" stop-color="#4b2fd6"/></linearGradient></defs>
    <rect width="80" height="80" fill="url(#g)"/>
    <circle cx="40" cy="31" r="14" fill="#fbe3c4"/>
    <path d="M22 30c0-14 8-21 18-21s18 7 18 21c-4-7-10-9-18-9s-14 2-18 9z" fill="#17141f"/>
    <path d="M12 80c2-17 13-27 28-27s26 10 28 27z" fill="#fbfaf7"/>
  </svg>`,
)}`;

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: {name: 'Sari Dewi'},
  argTypes: {size: {control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl']}},
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {args: {src: portrait, size: 'lg'}};
export const InitialsFallback: Story = {args: {size: 'lg'}};

export const Sizes: Story = {
  render: (args) => (
    <div style={{display: 'flex', alignItems: 'center', gap: 'var(--nada-space-4)'}}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
  args: {src: portrait},
};

export const InitialsSizes: Story = {
  render: (args) => (
    <div style={{display: 'flex', alignItems: 'center', gap: 'var(--nada-space-4)'}}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
};

/** Each name keeps its own tint. */
export const Tints: Story = {
  render: () => (
    <div style={{display: 'flex', flexWrap: 'wrap', gap: 'var(--nada-space-3)'}}>
      {['Fajar Nugroho', 'Rudi Hartono', 'Sari Dewi', 'Wayan Sudarma', 'Maria Ulfa', 'Budi Santoso'].map(
        (name) => (
          <Avatar key={name} name={name} size="lg" />
        ),
      )}
    </div>
  ),
};
