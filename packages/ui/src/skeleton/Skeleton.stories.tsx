import type {Meta, StoryObj} from '@storybook/react-vite';
import {Skeleton, SkeletonGroup} from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: {shape: 'text', lines: 3},
  argTypes: {shape: {control: 'inline-radio', options: ['text', 'circle', 'rect']}},
  decorators: [
    (Story) => (
      <SkeletonGroup style={{maxWidth: '28rem'}}>
        <Story />
      </SkeletonGroup>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Circle: Story = {args: {shape: 'circle', width: 56}};
export const Rect: Story = {args: {shape: 'rect', width: '100%', height: 160}};

/** A row of a track list while it loads: cover, title and artist, duration. */
export const TrackRow: Story = {
  render: () => (
    <div style={{display: 'flex', flexDirection: 'column', gap: 'var(--nada-space-4)'}}>
      {[0, 1, 2].map((row) => (
        <div key={row} style={{display: 'flex', alignItems: 'center', gap: 'var(--nada-space-3)'}}>
          <Skeleton shape="circle" width={48} />
          <div style={{flex: 1, minWidth: 0}}>
            <Skeleton lines={2} width={row === 1 ? '70%' : '85%'} />
          </div>
          <Skeleton width={40} />
        </div>
      ))}
    </div>
  ),
};

/** A song card while it loads: cover art, title, two lines of details and an action. */
export const Card: Story = {
  render: () => (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--nada-space-4)',
        padding: 'var(--nada-space-4)',
        borderRadius: 'var(--nada-radius-xl)',
        background: 'var(--nada-color-surface)',
        border: '1px solid var(--nada-color-border)',
        boxShadow: 'var(--nada-shadow-md)',
      }}
    >
      <Skeleton shape="rect" height={160} />
      <Skeleton width="55%" style={{fontSize: 'var(--nada-text-xl)'}} />
      <Skeleton lines={2} />
      <Skeleton shape="rect" width={140} height={44} style={{borderRadius: 'var(--nada-radius-full)'}} />
    </div>
  ),
};
