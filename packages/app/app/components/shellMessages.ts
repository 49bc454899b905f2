import {defineMessage, defineMessages} from '@nada/ui';

/** Texts of the header, footer and shared page states. */
export const shellMessages = defineMessages({
  skipToContent: {
    id: 'app.shell.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Link for keyboard users that jumps past the header',
  },
  home: {
    id: 'app.shell.home',
    defaultMessage: 'Nada home',
    description: 'Accessible name of the Nada logo link in the header',
  },
  mainNav: {
    id: 'app.shell.mainNav',
    defaultMessage: 'Main',
    description: 'Accessible name of the main navigation',
  },
  navMinusOne: {
    id: 'app.shell.nav.minusOne',
    defaultMessage: 'Minus One',
    description: 'Header link to the vocal remover',
  },
  navVideoLink: {
    id: 'app.shell.nav.videoLink',
    defaultMessage: 'From a video',
    description: 'Header link to making a backing track from a video link',
  },
  navAi: {
    id: 'app.shell.nav.ai',
    defaultMessage: 'AI music',
    description: 'Header link to AI music generation',
  },
  navSounds: {
    id: 'app.shell.nav.sounds',
    defaultMessage: 'Sounds',
    description: 'Header link to the sound library',
  },
  navPricing: {
    id: 'app.shell.nav.pricing',
    defaultMessage: 'Pricing',
    description: 'Header link to the pricing page',
  },
  menu: {
    id: 'app.shell.menu',
    defaultMessage: 'Menu',
    description: 'Button that opens the navigation menu on small screens',
  },
  signIn: {id: 'app.shell.signIn', defaultMessage: 'Sign in', description: 'Header button to sign in'},
  footerTagline: {
    id: 'app.shell.footer.tagline',
    defaultMessage: 'Backing tracks in your own key, made in Indonesia.',
    description: 'Short line under the logo in the footer',
  },
  footerProduct: {
    id: 'app.shell.footer.product',
    defaultMessage: 'Product',
    description: 'Footer column heading: product pages',
  },
  footerCompany: {
    id: 'app.shell.footer.company',
    defaultMessage: 'Nada',
    description: 'Footer column heading: about the company and legal pages',
  },
  footerLegal: {
    id: 'app.shell.footer.legal',
    defaultMessage: 'Legal',
    description: 'Footer column heading: legal pages',
  },
  maintenanceLead: {
    id: 'app.shell.maintenance.lead',
    defaultMessage:
      'We are updating Nada to make it better. Your files and credits are safe; please come back in a few minutes.',
    description: 'Text of the maintenance page',
  },
});

/** Accessible label of the language switch. */
export const switchLanguageMessage = defineMessage({
  id: 'app.shell.switchLanguage',
  defaultMessage: 'Switch to {language}',
  description: 'Accessible label of the language switch; language is the name of the other language',
});

/** Copyright line of the footer. */
export const copyrightMessage = defineMessage({
  id: 'app.shell.footer.copyright',
  defaultMessage: '© {year} Nada. All rights reserved.',
  description: 'Copyright line in the footer',
});
