import {defineMessage, defineMessages} from '@nada/ui';

/** Texts of the session that every page may show: the sign-in check, the user menu, sign-out notices. */
export const sessionMessages = defineMessages({
  checking: {
    id: 'app.session.checking',
    defaultMessage: 'Checking your sign-in…',
    description: 'Shown in place of a page that needs sign-in while the browser checks the session',
  },
  profile: {
    id: 'app.session.profile',
    defaultMessage: 'Profile',
    description: 'User menu item that opens the profile page',
  },
  home: {
    id: 'app.session.home',
    defaultMessage: 'My home',
    description: 'User menu and phone menu item that opens the signed-in home page',
  },
  history: {
    id: 'app.session.history',
    defaultMessage: 'History',
    description: 'User menu and phone menu item that opens the list of the user’s songs and results',
  },
  playlists: {
    id: 'app.session.playlists',
    defaultMessage: 'My playlists',
    description: 'User menu and phone menu item that opens the user’s playlists',
  },
  yourPlaces: {
    id: 'app.session.yourPlaces',
    defaultMessage: 'Your account',
    description: 'Accessible name of the list of the signed-in user’s own pages in the phone menu',
  },
  signOut: {
    id: 'app.session.signOut',
    defaultMessage: 'Sign out',
    description: 'User menu item and button that signs the user out',
  },
  fallbackName: {
    id: 'app.session.fallbackName',
    defaultMessage: 'Nada member',
    description: 'Name shown for a signed-in user who has no display name and no email',
  },
  signedOutTitle: {
    id: 'app.session.signedOut.title',
    defaultMessage: 'You have been signed out',
    description: 'Title of the notice shown when the app signs the user out by itself',
  },
  userDisabled: {
    id: 'app.session.signedOut.userDisabled',
    defaultMessage: 'This account has been disabled. Contact Nada support if you think that’s a mistake.',
    description: 'Why the user was signed out: their account was disabled',
  },
  accountDeletedTitle: {
    id: 'app.session.accountDeleted.title',
    defaultMessage: 'Your account has been deleted',
    description: 'Title of the notice shown on the landing page after the user deleted their account',
  },
  accountDeleted: {
    id: 'app.session.accountDeleted.text',
    defaultMessage: 'Your profile, photo, files and sign-in are gone. Thank you for making music with Nada.',
    description: 'Text of the notice shown on the landing page after the user deleted their account',
  },
  sessionExpired: {
    id: 'app.session.signedOut.sessionExpired',
    defaultMessage:
      'Your session has ended, for example after a password change on another device. Sign in again to carry on.',
    description: 'Why the user was signed out: the session expired or was revoked',
  },
});

/** Accessible name of the user menu button. */
export const userMenuMessage = defineMessage({
  id: 'app.session.userMenu',
  defaultMessage: 'Account menu for {name}',
  description: 'Accessible name of the header button that opens the signed-in user’s menu',
});

/** First line of the user menu. */
export const signedInAsMessage = defineMessage({
  id: 'app.session.signedInAs',
  defaultMessage: 'Signed in as {email}',
  description: 'First line of the user menu',
});
