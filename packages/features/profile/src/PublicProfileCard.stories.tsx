import type {Meta, StoryObj} from '@storybook/react-vite';
import {PublicProfileCard} from './PublicProfileCard';

const meta = {
  title: 'Features/Profile/PublicProfileCard',
  component: PublicProfileCard,
  args: {displayName: 'Sari Wulandari', memberSince: '2026-03-14T08:30:00.000Z'},
} satisfies Meta<typeof PublicProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const WithPhoto: Story = {
  args: {
    photoURL: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#0f9d8a"/><circle cx="40" cy="32" r="14" fill="#fff"/><rect x="18" y="52" width="44" height="24" rx="12" fill="#fff"/></svg>',
    )}`,
  },
};
