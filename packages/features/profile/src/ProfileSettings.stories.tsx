import type {Meta, StoryObj} from '@storybook/react-vite';
import {ProfileSettings} from './ProfileSettings';
import {fakeProfileClient, storyUser} from './storybook/client';
import type {ProfileAccount} from './ProfileSettings';

const meta = {
  title: 'Features/Profile/ProfileSettings',
  component: ProfileSettings<ProfileAccount>,
  args: {
    client: fakeProfileClient(),
    user: storyUser,
    locale: 'id',
    publicProfileHref: (id: string) => `#profile-${id}`,
    onLocaleChange: () => {},
    onThemeChange: () => {},
    onAccountDeleted: async () => {},
  },
} satisfies Meta<typeof ProfileSettings<ProfileAccount>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a password and Google: every section. */
export const Loaded: Story = {};
/** A Google-only member: no email change, a password to set. */
export const GoogleOnly: Story = {args: {user: {...storyUser, providers: ['google.com']}}};
/** While the profile is read. */
export const Loading: Story = {args: {client: fakeProfileClient('loading')}};
/** Reading the profile failed: "Try again". */
export const Failed: Story = {args: {client: fakeProfileClient('error')}};
