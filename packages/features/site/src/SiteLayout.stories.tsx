import type {Meta, StoryObj} from '@storybook/react-vite';
import {LanguageSwitch} from './LanguageSwitch';
import {SiteBrand} from './SiteBrand';
import {SiteFooter} from './SiteFooter';
import {SiteHeader} from './SiteHeader';
import {SiteBlankLayout, SiteLayout} from './SiteLayout';
import {Localized, footerLinks, headerHrefs} from './storybook/fixtures';

const meta = {
  title: 'Features/Site/SiteLayout',
  component: SiteLayout,
  parameters: {layout: 'fullscreen'},
  args: {
    header: (
      <SiteHeader
        hrefs={headerHrefs}
        languageSwitch={<LanguageSwitch locale="en" href="#en" />}
        pathname="/"
      />
    ),
    children: (
      <h1 className="nada-page-title">
        <Localized id="Halaman" en="A page" />
      </h1>
    ),
    footer: <SiteFooter links={footerLinks} copyrightYear={2026} />,
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default layout: the header, the page in the middle column, the footer at the bottom of the window. */
export const Default: Story = {};

/** The sign-in pages' layout: the logo and the language switch above the page, centred. */
export const Blank: Story = {
  render: () => (
    <SiteBlankLayout
      brand={<SiteBrand href="#home" />}
      languageSwitch={<LanguageSwitch locale="en" href="#en" />}
    >
      <h1 className="nada-page-title">
        <Localized id="Masuk" en="Sign in" />
      </h1>
    </SiteBlankLayout>
  ),
};
