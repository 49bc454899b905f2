import {defineMessages} from '@nada/ui';

/** Texts admins see while maintenance mode is on. */
export const maintenanceMessages = defineMessages({
  banner: {
    id: 'app.shell.maintenance.banner',
    defaultMessage: 'Maintenance mode is on: only admins can see the site.',
    description: 'Banner at the top of every page that admins see while maintenance mode is on',
  },
});
