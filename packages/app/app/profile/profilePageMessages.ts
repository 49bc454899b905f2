import {defineMessages} from '@nada/ui';

/** The profile pages' own texts (the views' texts come from @nada/profile). */
export const profilePageMessages = defineMessages({
  title: {
    id: 'app.profile.title',
    defaultMessage: 'Your profile',
    description: 'Heading of the signed-in user’s profile page',
  },
  publicLink: {
    id: 'app.profile.publicLink',
    defaultMessage: 'See your public profile',
    description: 'Link from the profile page to the user’s public profile',
  },
  loading: {
    id: 'app.profile.loading',
    defaultMessage: 'Loading your profile…',
    description: 'Status while the profile page loads the profile',
  },
  loadFailed: {
    id: 'app.profile.loadFailed',
    defaultMessage: 'We couldn’t load your profile. Check your connection and try again.',
    description: 'Shown when the profile could not be loaded',
  },
  retry: {
    id: 'app.profile.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the profile again',
  },
});
