export {
  BPM_RANGE,
  EMPTY_FILTERS,
  LENGTH_RANGE,
  activeFilters,
  effectiveSort,
  filtersFromSearchParams,
  filtersToSearchParams,
  sameFilters,
  withoutFilter,
} from './filters';
export type {FilterName} from './filters';
export {
  KEYS,
  categoryLabel,
  formatKey,
  formatLength,
  kindLabel,
  parseKey,
  titleIn,
  wordLabel,
} from './format';
export {soundLibraryErrorMessages} from './errorMessages';
export {categoryMessages, kindMessages, messages as soundLibraryMessages, sortMessages} from './messages';
export {SoundAdminTable} from './SoundAdminTable';
export type {BulkAction, SoundAdminTableProps} from './SoundAdminTable';
export {SoundAuditList} from './SoundAuditList';
export type {SoundAuditEntry, SoundAuditListProps} from './SoundAuditList';
export {SoundBrowser} from './SoundBrowser';
export type {SoundBrowserProps} from './SoundBrowser';
export {MiniWaveform, SoundCard} from './SoundCard';
export type {SoundCardProps} from './SoundCard';
export {EDIT_BPM_RANGE, SoundEditPanel, changeOf} from './SoundEditPanel';
export type {SoundChange, SoundEditPanelProps} from './SoundEditPanel';
export {SOUND_ACCEPT, SoundUploadArea} from './SoundUploadArea';
export type {SoundUploadAreaProps} from './SoundUploadArea';
export {SOUND_CATEGORIES, SOUND_KINDS, SOUND_SORTS} from './types';
export type {
  Bpm,
  FacetCount,
  Seconds,
  SoundBrowserStatus,
  SoundCategory,
  SoundFacets,
  SoundFilters,
  SoundKind,
  SoundSort,
  SoundSummary,
  SoundTitle,
  SoundView,
} from './types';
export {useSoundFilters} from './useSoundFilters';
export type {SoundFiltersState, UseSoundFiltersOptions} from './useSoundFilters';
export {useSoundUploads} from './useSoundUploads';
export type {
  AddSoundProgress,
  SoundUpload,
  SoundUploadStatus,
  SoundUploads,
  UseSoundUploadsOptions,
} from './useSoundUploads';
export {SoundAdminScreen} from './SoundAdminScreen';
export type {SoundAdminScreenProps} from './SoundAdminScreen';
export {SoundLibraryScreen} from './SoundLibraryScreen';
export type {DialogControl, SoundLibraryScreenProps} from './SoundLibraryScreen';
export {auditEntriesOf, peaksOf, summaryOf, waveColumns} from './soundClient';
export type {
  LibrarySound,
  SoundAdminClient,
  SoundAuditPage,
  SoundAuditRecord,
  SoundClient,
  SoundPage,
} from './soundClient';
