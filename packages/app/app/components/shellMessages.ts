import {defineMessages} from '@nada/ui';

/** Texts of the app's own page states. */
export const shellMessages = defineMessages({
  maintenanceLead: {
    id: 'app.shell.maintenance.lead',
    defaultMessage:
      'We are updating Nada to make it better. Your files and credits are safe; please come back in a few minutes.',
    description: 'Text of the maintenance page',
  },
});
