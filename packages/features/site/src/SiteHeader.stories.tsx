import type {Meta, StoryObj} from '@storybook/react-vite';
import {Avatar} from '@nada/ui';
import {LanguageSwitch} from './LanguageSwitch';
import {SiteHeader} from './SiteHeader';
import {Localized, headerHrefs} from './storybook/fixtures';

const meta = {
  title: 'Features/Site/SiteHeader',
  component: SiteHeader,
  parameters: {layout: 'fullscreen'},
  args: {
    hrefs: headerHrefs,
    languageSwitch: <LanguageSwitch locale="en" href="#en" />,
    pathname: '/',
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest (or a visitor the browser has not checked yet): the sign-in button. */
export const SignedOut: Story = {};

/** A signed-in user: their menu instead of the sign-in button; the phone menu lists their pages. */
export const SignedIn: Story = {
  args: {
    account: {
      menu: <Avatar name="Dewi Lestari" size="sm" />,
      places: [
        {href: '#home', label: <Localized id="Beranda" en="Home" />},
        {href: '#history', label: <Localized id="Riwayat" en="History" />},
      ],
      placesLabel: 'Akun Anda',
      signOutLabel: <Localized id="Keluar" en="Sign out" />,
      onSignOut: () => {},
    },
  },
};
