import {defineMessages} from '@nada/ui';

/** The texts of renaming a song on its result. */
export const renameMessages = defineMessages({
  open: {
    id: 'app.minusone.rename.open',
    defaultMessage: 'Rename',
    description: 'Button beside the result’s facts that opens the dialog to rename the song',
  },
  title: {
    id: 'app.minusone.rename.title',
    defaultMessage: 'Rename the song',
    description: 'Title of the dialog that renames a song',
  },
  label: {
    id: 'app.minusone.rename.label',
    defaultMessage: 'Song name',
    description: 'Label of the song name field',
  },
  hint: {
    id: 'app.minusone.rename.hint',
    defaultMessage: 'Shown on the result, in the player and in your history.',
    description: 'Hint under the song name field',
  },
  save: {
    id: 'app.minusone.rename.save',
    defaultMessage: 'Save',
    description: 'Button that saves the new song name',
  },
  cancel: {
    id: 'app.minusone.rename.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes the rename dialog without saving',
  },
  required: {
    id: 'app.minusone.rename.required',
    defaultMessage: 'Give the song a name.',
    description: 'Error: the song name is empty',
  },
  tooLong: {
    id: 'app.minusone.rename.tooLong',
    defaultMessage: 'Keep the name to {max} characters or fewer.',
    description: 'Error: the song name is too long',
  },
  failed: {
    id: 'app.minusone.rename.failed',
    defaultMessage: 'The name wasn’t saved. Check your connection and try again.',
    description: 'Error: the rename request failed for another reason',
  },
  gone: {
    id: 'app.minusone.rename.gone',
    defaultMessage: 'This song is no longer stored, so it can’t be renamed.',
    description: 'Error: the song file was deleted or expired',
  },
});
