import {defineMessages} from './i18n';
import './messages.generated';

/** The few labels @nada/ui owns itself; everything else arrives as props or children. */
export const messages = defineMessages({
  close: {
    id: 'ui.close',
    defaultMessage: 'Close',
    description: 'Accessible label of a button that closes a dialog, popover or toast',
  },
  more: {
    id: 'ui.more',
    defaultMessage: 'More',
    description: 'Button of an action bar that opens a menu with the actions that do not fit on the bar',
  },
  loading: {
    id: 'ui.loading',
    defaultMessage: 'Loading…',
    description: 'Accessible label of a busy button or a skeleton',
  },
  required: {
    id: 'ui.required',
    defaultMessage: 'required',
    description: 'Marker after the label of a field that must be filled',
  },
  optional: {
    id: 'ui.optional',
    defaultMessage: 'optional',
    description: 'Marker after the label of a field that may stay empty',
  },
  selectPlaceholder: {
    id: 'ui.selectPlaceholder',
    defaultMessage: 'Choose…',
    description: 'Placeholder of a select with no choice made yet',
  },
  fileDropTitle: {
    id: 'ui.fileDrop.title',
    defaultMessage: 'Drop a file here or choose one',
    description: 'Main text of the file drop zone',
  },
  fileDropBrowse: {
    id: 'ui.fileDrop.browse',
    defaultMessage: 'Choose file',
    description: 'Button inside the file drop zone that opens the file picker',
  },
  fileDropActive: {
    id: 'ui.fileDrop.active',
    defaultMessage: 'Release to add the file',
    description: 'Text of the file drop zone while a file is dragged over it',
  },
  fileDropRejected: {
    id: 'ui.fileDrop.rejected',
    defaultMessage: 'This file type is not supported',
    description: 'Error when the dropped file does not match the accepted types',
  },
  fileDropTooLarge: {
    id: 'ui.fileDrop.tooLarge',
    defaultMessage: 'The file is larger than {max}',
    description: 'Error when the dropped file is over the size limit; max is a size like 200 MB',
  },
  fileDropLimits: {
    id: 'ui.fileDrop.limits',
    defaultMessage: '{types} · up to {max}',
    description: 'Hint under the drop zone title: accepted types and maximum size',
  },
  progressValue: {
    id: 'ui.progressValue',
    defaultMessage: '{value, number, percent}',
    description: 'Progress bar value as a percentage',
  },
  avatarFallback: {
    id: 'ui.avatarFallback',
    defaultMessage: 'Profile picture of {name}',
    description: 'Accessible label of an avatar',
  },
  tooltipShortcut: {
    id: 'ui.tooltipShortcut',
    defaultMessage: 'Shortcut: {keys}',
    description: 'Accessible text naming a keyboard shortcut',
  },
  linkExternal: {
    id: 'ui.link.external',
    defaultMessage: '(opens in a new tab)',
    description: 'Screen-reader text after a link that opens another site in a new tab',
  },
  passwordShow: {
    id: 'ui.password.show',
    defaultMessage: 'Show password',
    description: 'Button in a password field that reveals the typed password',
  },
  passwordHide: {
    id: 'ui.password.hide',
    defaultMessage: 'Hide password',
    description: 'Button in a password field that hides the typed password again',
  },
  characterCount: {
    id: 'ui.characterCount',
    defaultMessage: '{count} of {max} characters',
    description: 'Counter under a text area with a length limit',
  },
  fileDropSelected: {
    id: 'ui.fileDrop.selected',
    defaultMessage: 'Selected: {name}',
    description: 'Announces the file that was picked in the drop zone',
  },
  fileDropRemove: {
    id: 'ui.fileDrop.remove',
    defaultMessage: 'Remove {name}',
    description: 'Button that removes a picked file from the drop zone',
  },
  toastLabel: {
    id: 'ui.toast.label',
    defaultMessage: 'Notification',
    description:
      'Word a screen reader says before the text of a notification as it appears ("Notification: Saved.")',
  },
  toastRegion: {
    id: 'ui.toast.region',
    defaultMessage: 'Notifications ({hotkey})',
    description:
      'Accessible name of the area where notifications appear; hotkey is the shortcut that focuses it',
  },
  colorModeLabel: {
    id: 'ui.colorMode.label',
    defaultMessage: 'Colour mode',
    description: 'Label of the control that switches between system, light and dark colours',
  },
  colorModeSystem: {
    id: 'ui.colorMode.system',
    defaultMessage: 'System',
    description: 'Colour mode option: follow the device setting',
  },
  colorModeLight: {
    id: 'ui.colorMode.light',
    defaultMessage: 'Light',
    description: 'Colour mode option: always light',
  },
  colorModeDark: {
    id: 'ui.colorMode.dark',
    defaultMessage: 'Dark',
    description: 'Colour mode option: always dark',
  },
});
