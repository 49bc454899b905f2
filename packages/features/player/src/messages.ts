import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The texts of @nada/player, with ids `player.*`. */
export const messages = defineMessages({
  region: {
    id: 'player.region',
    defaultMessage: 'Player',
    description: 'Accessible name of the full audio player',
  },
  miniRegion: {
    id: 'player.miniRegion',
    defaultMessage: 'Now playing',
    description: 'Accessible name of the small player bar at the bottom of every page',
  },
  play: {id: 'player.play', defaultMessage: 'Play', description: 'Button that starts playback'},
  pause: {id: 'player.pause', defaultMessage: 'Pause', description: 'Button that pauses playback'},
  next: {id: 'player.next', defaultMessage: 'Next track', description: 'Button that skips to the next track'},
  previous: {
    id: 'player.previous',
    defaultMessage: 'Previous track',
    description: 'Button that goes to the previous track (or the start of this one)',
  },
  shuffle: {
    id: 'player.shuffle',
    defaultMessage: 'Shuffle',
    description: 'Toggle button that plays the queue in a random order',
  },
  repeatOff: {
    id: 'player.repeatOff',
    defaultMessage: 'Repeat: off',
    description: 'Repeat button while nothing repeats; pressing it repeats the whole queue',
  },
  repeatAll: {
    id: 'player.repeatAll',
    defaultMessage: 'Repeat: all tracks',
    description: 'Repeat button while the whole queue repeats; pressing it repeats only this track',
  },
  repeatOne: {
    id: 'player.repeatOne',
    defaultMessage: 'Repeat: this track',
    description: 'Repeat button while the current track repeats; pressing it turns repeat off',
  },
  mute: {id: 'player.mute', defaultMessage: 'Mute', description: 'Button that turns the sound off'},
  unmute: {id: 'player.unmute', defaultMessage: 'Unmute', description: 'Button that turns the sound back on'},
  volume: {id: 'player.volume', defaultMessage: 'Volume', description: 'Label of the volume slider'},
  position: {
    id: 'player.position',
    defaultMessage: 'Position in the song',
    description: 'Label of the slider or bar that shows and sets where playback is',
  },
  time: {
    id: 'player.time',
    defaultMessage: '{current} / {duration}',
    description: 'Elapsed time and length of the track, like "1:05 / 3:20"',
  },
  versions: {
    id: 'player.versions',
    defaultMessage: 'Version',
    description: 'Label of the A/B switch between versions of a track (original, minus one)',
  },
  loading: {
    id: 'player.loading',
    defaultMessage: 'Loading the song…',
    description: 'Status while a track loads',
  },
  idleTitle: {
    id: 'player.idleTitle',
    defaultMessage: 'Nothing is playing',
    description: 'Title of the player before any track was chosen',
  },
  idleText: {
    id: 'player.idleText',
    defaultMessage: 'Choose a song and it plays here.',
    description: 'Text of the player before any track was chosen',
  },
  retry: {
    id: 'player.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads a failed track again',
  },
  errorAborted: {
    id: 'player.error.aborted',
    defaultMessage: 'Loading the song was interrupted.',
    description: 'Playback error: loading was stopped before it finished',
  },
  errorNetwork: {
    id: 'player.error.network',
    defaultMessage: 'The song stopped loading. Check your connection and try again.',
    description: 'Playback error: the network failed while loading',
  },
  errorDecode: {
    id: 'player.error.decode',
    defaultMessage: 'This file is damaged, so it can’t be played to the end.',
    description: 'Playback error: the audio data could not be decoded',
  },
  errorUnsupported: {
    id: 'player.error.unsupported',
    defaultMessage: 'This song can’t be played: the file is missing or your browser can’t play its format.',
    description: 'Playback error: the source is missing or in an unsupported format',
  },
  errorUrlExpired: {
    id: 'player.error.urlExpired',
    defaultMessage: 'The link to this song has expired. Try again to get a fresh one.',
    description: 'Playback error: the signed link to the audio file is no longer valid',
  },
  queueTitle: {
    id: 'player.queueTitle',
    defaultMessage: 'Queue',
    description: 'Heading of the list of queued tracks',
  },
  queueCount: {
    id: 'player.queueCount',
    defaultMessage: '{count, plural, one {# track} other {# tracks}}',
    description: 'How many tracks are queued',
  },
  nowPlaying: {
    id: 'player.nowPlaying',
    defaultMessage: 'Now playing',
    description: 'Marks the current track in the queue',
  },
  expand: {
    id: 'player.expand',
    defaultMessage: 'Open the player',
    description: 'Button on the small player bar that opens the full player',
  },
  close: {
    id: 'player.close',
    defaultMessage: 'Close the player',
    description: 'Button on the small player bar that stops playback and empties the queue',
  },
});
