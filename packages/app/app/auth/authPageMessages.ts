import {defineMessages} from '@nada/ui';

/** Texts of the app's sign-in pages beyond those of the forms. */
export const authPageMessages = defineMessages({
  notVerifiedYet: {
    id: 'app.auth.notVerifiedYet',
    defaultMessage: 'Your email isn’t verified yet. Open the link in the email we sent, then try again.',
    description: 'Shown after "I’ve verified my email" when the address is still not verified',
  },
});
