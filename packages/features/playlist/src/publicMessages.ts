import {defineMessages} from '@nada/ui';

/** The texts of a member's public playlists on their profile, `playlist.public.*`. */
export const publicMessages = defineMessages({
  listLabel: {
    id: 'playlist.public.listLabel',
    defaultMessage: 'Public playlists',
    description: 'Accessible name of the list of public playlists on a public profile',
  },
  tracksLabel: {
    id: 'playlist.public.tracksLabel',
    defaultMessage: 'Public songs',
    description: 'Accessible name of the list of public generated songs on a public profile',
  },
  emptyTitle: {
    id: 'playlist.public.emptyTitle',
    defaultMessage: 'No public playlists yet',
    description: 'Empty state title on a public profile without public playlists',
  },
  emptyDescription: {
    id: 'playlist.public.emptyDescription',
    defaultMessage: 'Playlists this member makes public will appear here.',
    description: 'Empty state text on a public profile without public playlists',
  },
  playShort: {
    id: 'playlist.public.playShort',
    defaultMessage: 'Play',
    description: 'Visible text of the button that plays a public playlist',
  },
  play: {
    id: 'playlist.public.play',
    defaultMessage: 'Play {title}',
    description: 'Accessible name of the button that plays one public playlist',
  },
});
