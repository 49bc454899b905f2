import type {Meta, StoryObj} from '@storybook/react-vite';
import {ProfilePhoto} from './ProfilePhoto';

// A square photo drawn inline, so the story needs no network.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#7c5cff"/><circle cx="40" cy="32" r="14" fill="#fff"/><rect x="18" y="52" width="44" height="24" rx="12" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Features/Profile/ProfilePhoto',
  component: ProfilePhoto,
  args: {name: 'Sari Wulandari', upload: async () => {}, remove: async () => {}},
} satisfies Meta<typeof ProfilePhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const WithPhoto: Story = {args: {photoURL: photo}};
export const Uploading: Story = {args: {photoURL: photo, initialState: {status: 'submitting'}}};
export const Saved: Story = {args: {photoURL: photo, initialState: {status: 'success'}}};
export const TooLarge: Story = {
  args: {initialState: {status: 'error', error: {code: 'profile/photo-too-large'}}},
};
export const InvalidType: Story = {
  args: {initialState: {status: 'error', error: {code: 'profile/photo-invalid-type'}}},
};
