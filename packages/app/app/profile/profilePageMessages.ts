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
});
