import {historyIcon, homeIcon, playlistIcon, userIcon} from '@nada/ui';
import type {Meta, StoryObj} from '@storybook/react-vite';
import {useIntl} from 'react-intl';
import {UserMenu, type UserMenuProps} from './UserMenu';

/** The menu with the app shell's texts in the Storybook locale (the app formats them from its own catalogs). */
function StoryUserMenu(props: Pick<UserMenuProps, 'defaultOpen'>) {
  const en = useIntl().locale.startsWith('en');
  const text = (id: string, english: string) => (en ? english : id);
  return (
    <UserMenu
      name="Sari Wulandari"
      label={text('Menu akun Sari Wulandari', 'Account menu for Sari Wulandari')}
      heading={text('Masuk sebagai sari@contoh.com', 'Signed in as sari@contoh.com')}
      places={[
        {key: 'home', label: text('Beranda saya', 'My home'), icon: homeIcon, onSelect: () => {}},
        {key: 'history', label: text('Riwayat', 'History'), icon: historyIcon, onSelect: () => {}},
        {
          key: 'playlists',
          label: text('Playlist saya', 'My playlists'),
          icon: playlistIcon,
          onSelect: () => {},
        },
        {key: 'profile', label: text('Profil', 'Profile'), icon: userIcon, onSelect: () => {}},
      ]}
      signOutLabel={text('Keluar', 'Sign out')}
      onSignOut={() => {}}
      {...props}
    />
  );
}

const meta = {
  title: 'Features/AuthForms/UserMenu',
  component: StoryUserMenu,
  decorators: [
    (Story) => (
      <div style={{display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', minHeight: 280}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoryUserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The avatar button with the user's initials. */
export const Closed: Story = {};
/** Open: who is signed in, their pages, sign out. */
export const Open: Story = {args: {defaultOpen: true}};
