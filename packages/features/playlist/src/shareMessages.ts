import {defineMessages} from '@nada/ui';

/** The share dialog's texts, `playlist.share.*`. */
export const shareMessages = defineMessages({
  open: {
    id: 'playlist.share.open',
    defaultMessage: 'Share or embed',
    description: 'Button that opens the dialog with the share link and the code to embed the player',
  },
  title: {
    id: 'playlist.share.title',
    defaultMessage: 'Share “{title}”',
    description: 'Title of the share dialog; title is the playlist or track name',
  },
  description: {
    id: 'playlist.share.description',
    defaultMessage:
      'Anyone with the link can listen without signing in. To put the player on your own website, copy one of the codes below.',
    description: 'Explanation under the share dialog title',
  },
  link: {
    id: 'playlist.share.link',
    defaultMessage: 'Link',
    description: 'Label of the share link field',
  },
  iframe: {
    id: 'playlist.share.iframe',
    defaultMessage: 'Embed code (iframe)',
    description: 'Label of the iframe HTML snippet field',
  },
  iframeHint: {
    id: 'playlist.share.iframeHint',
    defaultMessage: 'Works on almost any website or blog.',
    description: 'Hint under the iframe snippet',
  },
  element: {
    id: 'playlist.share.element',
    defaultMessage: 'Web component',
    description: 'Label of the <nada-player> web component snippet field',
  },
  elementHint: {
    id: 'playlist.share.elementHint',
    defaultMessage:
      'For developers: the player becomes part of your page and follows its colours through CSS variables.',
    description: 'Hint under the web component snippet',
  },
  copy: {
    id: 'playlist.share.copy',
    defaultMessage: 'Copy',
    description: 'Button that copies one of the share dialog fields',
  },
  copyNamed: {
    id: 'playlist.share.copyNamed',
    defaultMessage: 'Copy {what}',
    description: 'Accessible name of a copy button; what is the field label (Link, Embed code…)',
  },
  copied: {
    id: 'playlist.share.copied',
    defaultMessage: '{what} copied',
    description: 'Status after a field was copied; what is the field label',
  },
  copyFailed: {
    id: 'playlist.share.copyFailed',
    defaultMessage: 'Copying didn’t work. Select the text and copy it yourself.',
    description: 'Error when the browser refused to copy',
  },
  done: {
    id: 'playlist.share.done',
    defaultMessage: 'Done',
    description: 'Button that closes the share dialog',
  },
});
