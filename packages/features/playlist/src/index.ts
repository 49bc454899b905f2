export {AddToPlaylistButton, AddToPlaylistDialog} from './AddToPlaylistDialog';
export type {AddToPlaylistButtonProps, AddToPlaylistDialogProps} from './AddToPlaylistDialog';
export {playlistErrorCode, playlistErrorMessages, usePlaylistErrorText} from './errors';
export type {PlaylistErrorCode} from './errors';
export {DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, formatTotalDuration, titleProblem} from './format';
export {messages as playlistFeatureMessages} from './messages';
export {PlaylistEditor} from './PlaylistEditor';
export type {PlaylistEditorProps} from './PlaylistEditor';
export {playlistExportJobKind, playlistExportSummary} from './jobKind';
export type {PlaylistExportStageId} from './jobKind';
export {PLAYLIST_EXPORT_FORMATS} from './playlistExport';
export type {
  PlaylistExporter,
  PlaylistExportFormat,
  PlaylistExportJob,
  PlaylistExportState,
} from './playlistExport';
export {PlaylistExportDialog} from './PlaylistExportDialog';
export type {PlaylistExportDialogProps} from './PlaylistExportDialog';
export {PlaylistExportStatus} from './PlaylistExportStatus';
export type {PlaylistExportStatusProps} from './PlaylistExportStatus';
export {usePlaylistExport} from './usePlaylistExport';
export type {PlaylistExportControls, UsePlaylistExportOptions} from './usePlaylistExport';
export {PlaylistList} from './PlaylistList';
export {PublicPlaylists} from './PublicPlaylists';
export type {PublicPlaylistsProps} from './PublicPlaylists';
export {publicMessages as publicPlaylistMessages} from './publicMessages';
export {PublicTracks} from './PublicTracks';
export type {PublicTrackSummary, PublicTracksProps} from './PublicTracks';
export {ShareDialog} from './ShareDialog';
export type {ShareDialogProps} from './ShareDialog';
export {shareMessages} from './shareMessages';
export {useShareTrack} from './useShareTrack';
export type {ShareTrackControl} from './useShareTrack';
export type {PlaylistListProps} from './PlaylistList';
export type {
  EmbedCode,
  PlaylistChoice,
  PlaylistEditorItem,
  PlaylistEditorPlaylist,
  PlaylistLoadStatus,
  PlaylistPatch,
  PlaylistSummary,
  PlaylistVisibility,
} from './types';
export {moveIndex, usePlaylistEditor} from './usePlaylistEditor';
export type {
  PlaylistEditor as PlaylistEditorState,
  PlaylistMove,
  PlaylistPickUp,
  UsePlaylistEditorOptions,
} from './usePlaylistEditor';
export {AddToPlaylist, useAddToPlaylist} from './AddToPlaylist';
export type {AddToPlaylistControl, AddToPlaylistProps} from './AddToPlaylist';
export {NewPlaylistDialog} from './NewPlaylistDialog';
export type {NewPlaylistDialogProps} from './NewPlaylistDialog';
export {PlaylistDetail} from './PlaylistDetail';
export type {PlaylistDetailProps} from './PlaylistDetail';
export {PlaylistIndex} from './PlaylistIndex';
export {PlaylistPageView, deletedTitleOf, playlistShareUrl, withExportJob} from './PlaylistPageView';
export type {DeletedPlaylistState, PlaylistPageViewProps} from './PlaylistPageView';
export type {PlaylistIndexProps} from './PlaylistIndex';
export {PlaylistOwnerNotice} from './PlaylistOwnerNotice';
export type {PlaylistOwnerNoticeProps} from './PlaylistOwnerNotice';
export {MAX_PLAYLISTS, listAllPlaylists, playlistItemTitle} from './playlists';
export {PlaylistLink, PlaylistsProvider, usePlaylists} from './PlaylistsProvider';
export type {PlaylistsContext, PlaylistsProviderProps} from './PlaylistsProvider';
export {
  itemTrack,
  playlistOfTrack,
  playlistTrackId,
  playlistTracks,
  refreshPlaylistTrack,
} from './playlistTracks';
export {PLAYLIST_TRACK_PREFIX, playlistOfTrackId} from './trackIds';
export type {
  Playlist,
  PlaylistDetails,
  PlaylistFile,
  PlaylistItem,
  PlaylistLinkComponent,
  PlaylistLinkComponentProps,
  PlaylistPage,
  PlaylistPlayer,
  PlaylistRef,
  PlaylistsClient,
} from './types';
export {usePlaylist} from './usePlaylist';
export type {InitialPlaylist, PlaylistState} from './usePlaylist';
export {usePlaylistChoices} from './usePlaylistChoices';
export type {PlaylistChoices, PlaylistChoicesState} from './usePlaylistChoices';
export {usePlaylistPlayback} from './usePlaylistPlayback';
export type {PlaylistPlayback} from './usePlaylistPlayback';
export {usePlaylistStart} from './usePlaylistStart';
export type {PlaylistStart} from './usePlaylistStart';
