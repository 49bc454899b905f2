export {NadaPlayerElement, setDefaultOrigin} from './NadaPlayerElement';
export type {EmbedStatus} from './NadaPlayerElement';
export {apiPlaylistLoader, EmbedLoadError} from './embedSource';
export type {EmbedPlaylist, EmbedPlaylistLoader} from './embedSource';
export {embedLocale, embedText} from './embedCatalogs';
export type {EmbedLocale} from './embedCatalogs';
export {embedMessages} from './embedMessages';
export {defineNadaPlayer} from './define';
