export {
  EMBED_PLAYER_PATH,
  embedCode,
  embedUrl,
  oembedHref,
  playlistEmbedCode,
  playlistEmbedUrl,
} from './embedLinks';
export type {EmbedCode, EmbedKind} from './embedLinks';
export {MiniPlayer} from './MiniPlayer';
export type {MiniPlayerProps} from './MiniPlayer';
export {isCurrentPage, openNowPlaying, revealNowPlaying} from './openPage';
export type {PageLocation} from './openPage';
export {Player} from './Player';
export type {PlayerProps} from './Player';
export {PlayerController} from './playerController';
export {PLAYER_DEFAULTS, PLAYER_STORAGE_KEY} from './playerOptions';
export type {PlayerControllerOptions} from './playerOptions';
export {playerErrorMessages} from './playerErrors';
export {PlayerProvider, usePlayer} from './PlayerProvider';
export type {PlayerApi, PlayerProviderProps} from './PlayerProvider';
export {playlistPlayAttributes, queueAttributes, queuePlayAttributes} from './staticPlay';
export type {PlayAttributes, PlaylistPlayOptions} from './staticPlay';
export {StemMix, STEM_MIX_DEFAULTS} from './stemMix';
export type {MixLevel, MixStem, SetGain, StemMixOptions, StemMixState, StemMixStatus} from './stemMix';
export {StemMixer} from './StemMixer';
export type {StemMixerProps} from './StemMixer';
export {useStemMix} from './useStemMix';
export type {StemMixApi} from './useStemMix';
export {VariantSwitch} from './VariantSwitch';
export type {VariantSwitchProps} from './VariantSwitch';
export {messages as playerMessages} from './messages';
export type {
  PlayerError,
  PlayerErrorCode,
  PlayerLoop,
  PlayerMedia,
  PlayerMediaSession,
  PlayerState,
  PlayerStatus,
  PlayerTrack,
  PlayerTrackVariant,
  RepeatMode,
} from './types';
