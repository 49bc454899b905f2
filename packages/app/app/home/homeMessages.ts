import {defineMessages} from '@nada/ui';

/** The signed-in home's own texts (`/v3/home`). */
export const homeMessages = defineMessages({
  greeting: {
    id: 'app.home.greeting',
    defaultMessage: 'Hi, {name}!',
    description: 'Heading of the home page, greeting the signed-in user by name',
  },
  greetingNoName: {
    id: 'app.home.greetingNoName',
    defaultMessage: 'Welcome back!',
    description: 'Heading of the home page when the user has no display name',
  },
  lead: {
    id: 'app.home.lead',
    defaultMessage: 'Pick up where you left off, or start something new.',
    description: 'Lead under the home page heading',
  },
});
