// "Add to playlist" for the parts of a result, through @nada/playlist's dialog (its
// PlaylistsProvider gives the API): each part is added as "Song – Part".
import {AddToPlaylist, playlistFeatureMessages, playlistItemTitle, useAddToPlaylist} from '@nada/playlist';
import {useIntl} from 'react-intl';
import type {PlaylistPart, ResultPlaylist} from './types';

/** A stem row's icon button that opens the dialog for that stem. */
function StemPlaylistButton({fileId, song, part}: PlaylistPart) {
  const intl = useIntl();
  return (
    <AddToPlaylist
      fileId={fileId}
      title={playlistItemTitle(song, part)}
      iconLabel={intl.formatMessage(playlistFeatureMessages.addStemToPlaylist, {stem: part})}
    />
  );
}

/** The result views' "add to playlist", wired to the playlists the app provides. */
export const resultPlaylist: ResultPlaylist = {
  useAdd: ({fileId, song, part}: PlaylistPart) =>
    useAddToPlaylist({fileId, title: playlistItemTitle(song, part)}),
  StemButton: StemPlaylistButton,
};
