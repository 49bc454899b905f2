import type {Meta, StoryObj} from '@storybook/react-vite';
import {T} from '../storybook/StoryText';
import {Link} from './Link';
import {arrowRightIcon, playlistIcon} from '../icon';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: {href: '#guide', children: <T id="panduan bernyanyi" en="singing guide" />},
  argTypes: {variant: {control: 'inline-radio', options: ['inline', 'standalone', 'subtle']}},
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InlineInParagraph: Story = {
  render: (args) => (
    <p style={{maxWidth: '36rem', margin: 0}}>
      <T id="Sebelum merekam, baca dulu " en="Before you record, read our " />
      <Link {...args} />
      <T
        id=" agar suaramu duduk pas di atas minus one, lalu atur nada dasar sesuai jangkauanmu."
        en=" so your voice sits right on the minus one, then set the key to suit your range."
      />
    </p>
  ),
};

export const StandaloneWithIcon: Story = {
  args: {
    variant: 'standalone',
    href: '#songs',
    iconEnd: arrowRightIcon,
    children: <T id="Lihat semua lagu" en="See all songs" />,
  },
};

export const StandaloneWithLeadingIcon: Story = {
  args: {
    variant: 'standalone',
    href: '#playlist',
    iconStart: playlistIcon,
    children: <T id="Buka playlist" en="Open playlist" />,
  },
};

export const Subtle: Story = {
  args: {variant: 'subtle', href: '#forgot', children: <T id="Lupa kata sandi?" en="Forgot password?" />},
};

export const External: Story = {
  args: {
    variant: 'standalone',
    href: 'https://example.com/privacy',
    external: true,
    children: <T id="Kebijakan privasi" en="Privacy policy" />,
  },
};

export const ExternalInline: Story = {
  render: (args) => (
    <p style={{maxWidth: '36rem', margin: 0}}>
      <T id="Lagu ini dirilis di bawah " en="This song is released under a " />
      <Link {...args} />
      <T id="." en="." />
    </p>
  ),
  args: {
    href: 'https://creativecommons.org/licenses/by/4.0/',
    external: true,
    children: <T id="lisensi Creative Commons" en="Creative Commons licence" />,
  },
};
