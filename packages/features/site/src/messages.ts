import {defineMessage, defineMessages} from '@nada/ui';
import './messages.generated';

/** Texts of the header, the footer and the brand link. */
export const siteMessages = defineMessages({
  skipToContent: {
    id: 'site.header.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Link for keyboard users that jumps past the header',
  },
  home: {
    id: 'site.header.home',
    defaultMessage: 'Nada home',
    description: 'Accessible name of the Nada logo link in the header',
  },
  mainNav: {
    id: 'site.header.mainNav',
    defaultMessage: 'Main',
    description: 'Accessible name of the main navigation',
  },
  navMinusOne: {
    id: 'site.header.nav.minusOne',
    defaultMessage: 'Minus One',
    description: 'Header link to the vocal remover',
  },
  navVideoLink: {
    id: 'site.header.nav.videoLink',
    defaultMessage: 'From a video',
    description: 'Header link to making a backing track from a video link',
  },
  navAi: {
    id: 'site.header.nav.ai',
    defaultMessage: 'AI music',
    description: 'Header link to AI music generation',
  },
  navSounds: {
    id: 'site.header.nav.sounds',
    defaultMessage: 'Sounds',
    description: 'Header link to the sound library',
  },
  navPricing: {
    id: 'site.header.nav.pricing',
    defaultMessage: 'Pricing',
    description: 'Header link to the pricing page',
  },
  menu: {
    id: 'site.header.menu',
    defaultMessage: 'Menu',
    description: 'Button that opens the navigation menu on small screens',
  },
  signIn: {id: 'site.header.signIn', defaultMessage: 'Sign in', description: 'Header button to sign in'},
  footerTagline: {
    id: 'site.footer.tagline',
    defaultMessage: 'Backing tracks in your own key, made in Indonesia.',
    description: 'Short line under the logo in the footer',
  },
  footerProduct: {
    id: 'site.footer.product',
    defaultMessage: 'Product',
    description: 'Footer column heading: product pages',
  },
  footerCompany: {
    id: 'site.footer.company',
    defaultMessage: 'Nada',
    description: 'Footer column heading: about the company and legal pages',
  },
  footerLegal: {
    id: 'site.footer.legal',
    defaultMessage: 'Legal',
    description: 'Footer column heading: legal pages',
  },
});

/** Accessible label of the language switch. */
export const switchLanguageMessage = defineMessage({
  id: 'site.languageSwitch.label',
  defaultMessage: 'Switch to {language}',
  description: 'Accessible label of the language switch; language is the name of the other language',
});

/** Copyright line of the footer. */
export const copyrightMessage = defineMessage({
  id: 'site.footer.copyright',
  defaultMessage: '© {year} Nada. All rights reserved.',
  description: 'Copyright line in the footer',
});
