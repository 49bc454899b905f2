import {defineMessages} from '@nada/ui';
import type {MessageDescriptor} from 'react-intl';
import './messages.generated';
import type {SoundCategory, SoundKind, SoundSort} from './types';

/** The texts of the sound library's parts. */
export const messages = defineMessages({
  searchLabel: {
    id: 'soundLibrary.search.label',
    defaultMessage: 'Search sounds',
    description: 'Label of the search box of the sound library',
  },
  searchPlaceholder: {
    id: 'soundLibrary.search.placeholder',
    defaultMessage: 'Kendang, dangdut, piano…',
    description: 'Placeholder of the search box: examples of what can be searched',
  },
  searchSubmit: {
    id: 'soundLibrary.search.submit',
    defaultMessage: 'Search',
    description: 'Button that runs the search',
  },
  filtersHeading: {
    id: 'soundLibrary.filters.heading',
    defaultMessage: 'Filters',
    description: 'Heading of the filter panel; also the button that opens it on a phone',
  },
  filtersToggle: {
    id: 'soundLibrary.filters.toggle',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}',
    description: 'Button that shows or hides the filters on a phone, with how many are set',
  },
  category: {id: 'soundLibrary.filters.category', defaultMessage: 'Category', description: 'Filter label'},
  genre: {id: 'soundLibrary.filters.genre', defaultMessage: 'Genre', description: 'Filter label'},
  key: {id: 'soundLibrary.filters.key', defaultMessage: 'Key', description: 'Filter label: musical key'},
  kind: {
    id: 'soundLibrary.filters.kind',
    defaultMessage: 'Type',
    description: 'Filter label: loop or one-shot',
  },
  bpm: {id: 'soundLibrary.filters.bpm', defaultMessage: 'Tempo (BPM)', description: 'Filter label'},
  length: {
    id: 'soundLibrary.filters.length',
    defaultMessage: 'Length (seconds)',
    description: 'Filter label',
  },
  any: {
    id: 'soundLibrary.filters.any',
    defaultMessage: 'All',
    description: 'Choice of a filter that does not narrow anything',
  },
  facetValue: {
    id: 'soundLibrary.filters.facetValue',
    defaultMessage: '{label} ({count})',
    description: 'A filter choice with how many sounds it has, e.g. "Drums (12)"',
  },
  bpmMinLabel: {
    id: 'soundLibrary.filters.bpmMin',
    defaultMessage: 'Slowest tempo',
    description: 'Slider thumb',
  },
  bpmMaxLabel: {
    id: 'soundLibrary.filters.bpmMax',
    defaultMessage: 'Fastest tempo',
    description: 'Slider thumb',
  },
  lengthMinLabel: {
    id: 'soundLibrary.filters.lengthMin',
    defaultMessage: 'Shortest length',
    description: 'Slider thumb',
  },
  lengthMaxLabel: {
    id: 'soundLibrary.filters.lengthMax',
    defaultMessage: 'Longest length',
    description: 'Slider thumb',
  },
  clearAll: {
    id: 'soundLibrary.filters.clearAll',
    defaultMessage: 'Clear all',
    description: 'Button that removes the search and every filter',
  },
  activeLabel: {
    id: 'soundLibrary.filters.active',
    defaultMessage: 'Active filters',
    description: 'Accessible name of the list of filters that are set',
  },
  chipRemove: {
    id: 'soundLibrary.filters.chipRemove',
    defaultMessage: 'Remove filter: {label}',
    description: 'Accessible name of the button that removes one filter',
  },
  chipSearch: {
    id: 'soundLibrary.filters.chipSearch',
    defaultMessage: '“{q}”',
    description: 'Chip of the search text',
  },
  chipBpm: {
    id: 'soundLibrary.filters.chipBpm',
    defaultMessage: '{min, number}–{max, number} BPM',
    description: 'Chip of the tempo range',
  },
  chipLength: {
    id: 'soundLibrary.filters.chipLength',
    defaultMessage: '{min, number}–{max, number} s',
    description: 'Chip of the length range, in seconds',
  },
  sortLabel: {id: 'soundLibrary.sort.label', defaultMessage: 'Sort by', description: 'Label of the order'},
  viewLabel: {
    id: 'soundLibrary.view.label',
    defaultMessage: 'View',
    description: 'Accessible name of the grid/list switch',
  },
  viewGrid: {id: 'soundLibrary.view.grid', defaultMessage: 'Grid', description: 'Show the sounds as cards'},
  viewList: {id: 'soundLibrary.view.list', defaultMessage: 'List', description: 'Show the sounds as rows'},
  resultsLabel: {
    id: 'soundLibrary.results.label',
    defaultMessage: 'Sounds',
    description: 'Accessible name of the list of sounds',
  },
  loading: {
    id: 'soundLibrary.results.loading',
    defaultMessage: 'Loading sounds…',
    description: 'While the sounds load',
  },
  emptyTitle: {
    id: 'soundLibrary.results.emptyTitle',
    defaultMessage: 'No sounds match',
    description: 'Heading when the search and filters find nothing',
  },
  emptyDescription: {
    id: 'soundLibrary.results.emptyDescription',
    defaultMessage: 'Try another word or fewer filters.',
    description: 'Hint when nothing is found',
  },
  errorTitle: {
    id: 'soundLibrary.results.errorTitle',
    defaultMessage: 'The sounds could not be loaded.',
    description: 'Heading when the sounds failed to load',
  },
  retry: {id: 'soundLibrary.retry', defaultMessage: 'Try again', description: 'Button after a failure'},
  loadMore: {
    id: 'soundLibrary.results.loadMore',
    defaultMessage: 'Show more sounds',
    description: 'Button that loads the next page of sounds',
  },
  play: {
    id: 'soundLibrary.card.play',
    defaultMessage: 'Play {title}',
    description: 'Accessible name of the play button of a sound',
  },
  pause: {
    id: 'soundLibrary.card.pause',
    defaultMessage: 'Pause {title}',
    description: 'Accessible name of the pause button of the sound playing',
  },
  addToPlaylist: {
    id: 'soundLibrary.card.addToPlaylist',
    defaultMessage: 'Add {title} to a playlist',
    description: 'Accessible name of the add-to-playlist button of a sound',
  },
  download: {
    id: 'soundLibrary.card.download',
    defaultMessage: 'Download {title}',
    description: 'Accessible name of the download button of a sound',
  },
  bpmValue: {
    id: 'soundLibrary.card.bpm',
    defaultMessage: '{bpm} BPM',
    description: 'The tempo of a sound',
  },
  keyName: {
    id: 'soundLibrary.keyName',
    defaultMessage: '{tonic} {mode, select, major {major} other {minor}}',
    description: 'A musical key, e.g. "D major"; tonic is a note name',
  },
  waveformLabel: {
    id: 'soundLibrary.card.waveform',
    defaultMessage: 'Waveform of {title}',
    description: 'Accessible name of the small waveform of a sound',
  },
  // The admin's parts.
  adminTableLabel: {
    id: 'soundLibrary.admin.table',
    defaultMessage: 'Sounds of the library',
    description: 'Accessible name of the admin table of sounds',
  },
  columnTitle: {id: 'soundLibrary.admin.column.title', defaultMessage: 'Title', description: 'Column'},
  columnCategory: {
    id: 'soundLibrary.admin.column.category',
    defaultMessage: 'Category',
    description: 'Column',
  },
  columnBpm: {id: 'soundLibrary.admin.column.bpm', defaultMessage: 'BPM', description: 'Column: tempo'},
  columnKey: {id: 'soundLibrary.admin.column.key', defaultMessage: 'Key', description: 'Column: musical key'},
  columnLength: {id: 'soundLibrary.admin.column.length', defaultMessage: 'Length', description: 'Column'},
  columnState: {
    id: 'soundLibrary.admin.column.state',
    defaultMessage: 'State',
    description: 'Column: published or not',
  },
  selectAll: {
    id: 'soundLibrary.admin.selectAll',
    defaultMessage: 'Select all sounds shown',
    description: 'Checkbox in the table header',
  },
  selectOne: {
    id: 'soundLibrary.admin.selectOne',
    defaultMessage: 'Select {title}',
    description: 'Checkbox of one row',
  },
  published: {
    id: 'soundLibrary.admin.published',
    defaultMessage: 'Published',
    description: 'A sound everyone can find',
  },
  unpublished: {
    id: 'soundLibrary.admin.unpublished',
    defaultMessage: 'Not published',
    description: 'A sound only admins see',
  },
  selectedCount: {
    id: 'soundLibrary.admin.selectedCount',
    defaultMessage: '{count, plural, one {# sound selected} other {# sounds selected}}',
    description: 'How many rows are selected',
  },
  publish: {id: 'soundLibrary.admin.publish', defaultMessage: 'Publish', description: 'Button'},
  unpublish: {id: 'soundLibrary.admin.unpublish', defaultMessage: 'Unpublish', description: 'Button'},
  delete: {id: 'soundLibrary.admin.delete', defaultMessage: 'Delete', description: 'Button'},
  cancel: {id: 'soundLibrary.admin.cancel', defaultMessage: 'Cancel', description: 'Button'},
  edit: {
    id: 'soundLibrary.admin.edit',
    defaultMessage: 'Edit {title}',
    description: 'Accessible name of the button that opens the editor of a sound',
  },
  bulkPublishTitle: {
    id: 'soundLibrary.admin.bulkPublishTitle',
    defaultMessage: '{count, plural, one {Publish # sound?} other {Publish # sounds?}}',
    description: 'Confirmation heading',
  },
  bulkPublishDescription: {
    id: 'soundLibrary.admin.bulkPublishDescription',
    defaultMessage: 'Everyone can then find, play and download them.',
    description: 'Confirmation text',
  },
  bulkUnpublishTitle: {
    id: 'soundLibrary.admin.bulkUnpublishTitle',
    defaultMessage: '{count, plural, one {Unpublish # sound?} other {Unpublish # sounds?}}',
    description: 'Confirmation heading',
  },
  bulkUnpublishDescription: {
    id: 'soundLibrary.admin.bulkUnpublishDescription',
    defaultMessage: 'They disappear from the library until you publish them again.',
    description: 'Confirmation text',
  },
  bulkDeleteTitle: {
    id: 'soundLibrary.admin.bulkDeleteTitle',
    defaultMessage: '{count, plural, one {Delete # sound?} other {Delete # sounds?}}',
    description: 'Confirmation heading',
  },
  bulkDeleteDescription: {
    id: 'soundLibrary.admin.bulkDeleteDescription',
    defaultMessage: 'Their files are deleted too. This cannot be undone.',
    description: 'Confirmation text',
  },
  adminEmpty: {
    id: 'soundLibrary.admin.empty',
    defaultMessage: 'No sounds here yet. Upload the first ones above.',
    description: 'The admin table without rows',
  },
  uploadTitle: {
    id: 'soundLibrary.upload.title',
    defaultMessage: 'Upload sounds',
    description: 'Heading of the upload area',
  },
  uploadHint: {
    id: 'soundLibrary.upload.hint',
    defaultMessage:
      'Many files at once. Each is analysed for tempo, key, length and loudness; you can correct the result.',
    description: 'Hint of the upload area',
  },
  uploadListLabel: {
    id: 'soundLibrary.upload.list',
    defaultMessage: 'Files being added',
    description: 'Accessible name of the list of uploads',
  },
  uploadUploading: {
    id: 'soundLibrary.upload.uploading',
    defaultMessage: 'Uploading ({size})',
    description: 'A file being uploaded, with its size; the bar beside shows how far',
  },
  uploadAnalysing: {
    id: 'soundLibrary.upload.analysing',
    defaultMessage: 'Analysing tempo, key and loudness…',
    description: 'A file being analysed',
  },
  uploadDone: {
    id: 'soundLibrary.upload.done',
    defaultMessage: 'Added, not published yet',
    description: 'A file that became an unpublished sound',
  },
  uploadFailed: {
    id: 'soundLibrary.upload.failed',
    defaultMessage: 'Not added: {reason}',
    description: 'A file that failed',
  },
  uploadRetry: {
    id: 'soundLibrary.upload.retry',
    defaultMessage: 'Try {name} again',
    description: 'Accessible name of the button that uploads a failed file again',
  },
  uploadDismiss: {
    id: 'soundLibrary.upload.dismiss',
    defaultMessage: 'Remove {name} from the list',
    description: 'Accessible name of the button that takes a file off the list',
  },
  editHeading: {
    id: 'soundLibrary.edit.heading',
    defaultMessage: 'Edit sound',
    description: 'Heading of the editor',
  },
  titleId: {
    id: 'soundLibrary.edit.titleId',
    defaultMessage: 'Title in Indonesian',
    description: 'Field label',
  },
  titleEn: {id: 'soundLibrary.edit.titleEn', defaultMessage: 'Title in English', description: 'Field label'},
  tags: {id: 'soundLibrary.edit.tags', defaultMessage: 'Tags', description: 'Field label'},
  tagsHint: {
    id: 'soundLibrary.edit.tagsHint',
    defaultMessage: 'Separate them with commas.',
    description: 'Hint of the tags field',
  },
  mood: {id: 'soundLibrary.edit.mood', defaultMessage: 'Mood', description: 'Field label'},
  none: {
    id: 'soundLibrary.edit.none',
    defaultMessage: 'None',
    description: 'Choice of a select: no value',
  },
  analysed: {
    id: 'soundLibrary.edit.analysed',
    defaultMessage: 'Analysis: {bpm} · {key} · {length} · {loudness}',
    description: 'What the analysis found, shown above the fields the admin may correct',
  },
  loudnessValue: {
    id: 'soundLibrary.edit.loudness',
    defaultMessage: '{lufs, number, ::.0} LUFS',
    description: 'Loudness of a sound',
  },
  unknown: {
    id: 'soundLibrary.edit.unknown',
    defaultMessage: 'unknown',
    description: 'A value the analysis could not find',
  },
  publishedSwitch: {
    id: 'soundLibrary.edit.published',
    defaultMessage: 'Published: everyone can find it',
    description: 'Switch that publishes the sound',
  },
  save: {id: 'soundLibrary.edit.save', defaultMessage: 'Save changes', description: 'Button'},
  saved: {id: 'soundLibrary.edit.saved', defaultMessage: 'Saved.', description: 'After saving'},
  close: {id: 'soundLibrary.edit.close', defaultMessage: 'Close', description: 'Button'},
  deleteTitle: {
    id: 'soundLibrary.edit.deleteTitle',
    defaultMessage: 'Delete “{title}”?',
    description: 'Confirmation heading',
  },
  titleMissing: {
    id: 'soundLibrary.edit.titleMissing',
    defaultMessage: 'Give the sound a title in this language.',
    description: 'Error of an empty title',
  },
  bpmInvalid: {
    id: 'soundLibrary.edit.bpmInvalid',
    defaultMessage: 'Enter a tempo from {min} to {max}, or leave it empty.',
    description: 'Error of a tempo out of range',
  },
  auditHeading: {
    id: 'soundLibrary.audit.heading',
    defaultMessage: 'Changes',
    description: 'Heading of the audit list',
  },
  auditEmpty: {
    id: 'soundLibrary.audit.empty',
    defaultMessage: 'No changes yet.',
    description: 'The audit list without entries',
  },
  auditEntry: {
    id: 'soundLibrary.audit.entry',
    defaultMessage:
      '{actor} {action, select, create {added} seed {added} update {changed} publish {published} unpublish {unpublished} delete {deleted} other {changed}} “{title}”',
    description: 'One audit entry: who did what to which sound',
  },
  auditChanges: {
    id: 'soundLibrary.audit.changes',
    defaultMessage: 'Fields: {fields}',
    description: 'Which fields an audit entry changed',
  },
  auditLoadMore: {
    id: 'soundLibrary.audit.loadMore',
    defaultMessage: 'Show older changes',
    description: 'Button that loads older audit entries',
  },
});

/** Category names. */
export const categoryMessages: Record<SoundCategory, MessageDescriptor> = defineMessages({
  drums: {id: 'soundLibrary.category.drums', defaultMessage: 'Drums', description: 'Sound category'},
  bass: {id: 'soundLibrary.category.bass', defaultMessage: 'Bass', description: 'Sound category'},
  chords: {id: 'soundLibrary.category.chords', defaultMessage: 'Chords', description: 'Sound category'},
  pads: {id: 'soundLibrary.category.pads', defaultMessage: 'Pads', description: 'Sound category'},
  melody: {id: 'soundLibrary.category.melody', defaultMessage: 'Melody', description: 'Sound category'},
  fx: {id: 'soundLibrary.category.fx', defaultMessage: 'Effects', description: 'Sound category'},
  'one-shot': {
    id: 'soundLibrary.category.oneShot',
    defaultMessage: 'One-shots',
    description: 'Sound category: single hits',
  },
  vocal: {id: 'soundLibrary.category.vocal', defaultMessage: 'Vocals', description: 'Sound category'},
});

/** Kind names. */
export const kindMessages: Record<SoundKind, MessageDescriptor> = defineMessages({
  loop: {
    id: 'soundLibrary.kind.loop',
    defaultMessage: 'Loop',
    description: 'A sound that repeats on the beat',
  },
  'one-shot': {
    id: 'soundLibrary.kind.oneShot',
    defaultMessage: 'One-shot',
    description: 'A sound played once, such as a single hit',
  },
});

/** Order names. */
export const sortMessages: Record<SoundSort, MessageDescriptor> = defineMessages({
  relevance: {id: 'soundLibrary.sort.relevance', defaultMessage: 'Best match', description: 'Order'},
  newest: {id: 'soundLibrary.sort.newest', defaultMessage: 'Newest', description: 'Order'},
  title: {id: 'soundLibrary.sort.title', defaultMessage: 'Title (A–Z)', description: 'Order'},
  bpm: {id: 'soundLibrary.sort.bpm', defaultMessage: 'Tempo (slow first)', description: 'Order'},
  length: {id: 'soundLibrary.sort.length', defaultMessage: 'Length (short first)', description: 'Order'},
});
