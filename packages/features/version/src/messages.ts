import {defineMessages} from '@nada/ui';
import './messages.generated';

/** Texts of the notice that a new version of Nada is out. */
export const versionMessages = defineMessages({
  title: {
    id: 'version.available.title',
    defaultMessage: 'A new version of Nada is available',
    description: 'Title of the notice shown while the app is open and a newer version has been published',
  },
  description: {
    id: 'version.available.description',
    defaultMessage: 'Reload now, or it will load when you open the next page.',
    description: 'Text of the new-version notice: the next page opened in the app loads the new version',
  },
  reload: {
    id: 'version.reload',
    defaultMessage: 'Reload',
    description: 'Button in the new-version notice that reloads the page',
  },
});
