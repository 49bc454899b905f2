export {AddToPlaylistButton, AddToPlaylistDialog} from './AddToPlaylistDialog';
export type {AddToPlaylistButtonProps, AddToPlaylistDialogProps} from './AddToPlaylistDialog';
export {playlistErrorCode, usePlaylistErrorText} from './errors';
export type {PlaylistErrorCode} from './errors';
export {DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, formatTotalDuration, titleProblem} from './format';
export {messages as playlistFeatureMessages} from './messages';
export {PlaylistEditor} from './PlaylistEditor';
export type {PlaylistEditorProps} from './PlaylistEditor';
export {PlaylistList} from './PlaylistList';
export {PublicPlaylists} from './PublicPlaylists';
export type {PublicPlaylistsProps} from './PublicPlaylists';
export {publicMessages as publicPlaylistMessages} from './publicMessages';
export {PublicTracks} from './PublicTracks';
export type {PublicTrackSummary, PublicTracksProps} from './PublicTracks';
export {ShareDialog} from './ShareDialog';
export type {ShareDialogProps} from './ShareDialog';
export {shareMessages} from './shareMessages';
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
