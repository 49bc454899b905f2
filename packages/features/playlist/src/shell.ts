// `@nada/playlist/shell`: what the app's shell needs on every page, without the playlist parts (their
// code and styles load with the pages that show them): the provider and the ids of playlist tracks.
export {PlaylistsProvider} from './PlaylistsProvider';
export type {PlaylistsContext, PlaylistsProviderProps} from './PlaylistsProvider';
export {PLAYLIST_TRACK_PREFIX, playlistOfTrackId} from './trackIds';
