import type {Meta, StoryObj} from '@storybook/react-vite';
import {PlaylistPageView, playlistShareUrl} from './PlaylistPageView';
import {StoryPlaylists, storyPlayer} from './storybook/client';
import {useStoryText} from './storybook/StoryText';

/** The page with a client answering from the fixtures: the list, or the playlist `id` names. */
function Demo({id, navigationState}: {id: string | null; navigationState?: unknown}) {
  const text = useStoryText();
  return (
    <StoryPlaylists>
      <PlaylistPageView
        id={id}
        header={<h1>{text('Playlist', 'Playlists')}</h1>}
        onOpen={() => {}}
        navigationState={navigationState}
        onDeleted={() => {}}
        player={storyPlayer}
        signedIn
        unnamedOwner={text('Anggota Nada', 'Nada member')}
        shareUrlOf={(playlist) => playlistShareUrl('https://nada.example', '/v3/playlist', playlist.id)}
      />
    </StoryPlaylists>
  );
}

const meta = {
  title: 'Features/Playlist/PlaylistPageView',
  component: Demo,
  args: {id: null},
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's playlists under the page's heading. */
export const List: Story = {};
/** Back on the list after deleting a playlist: a notice names it. */
export const AfterDeleting: Story = {args: {navigationState: {deletedTitle: 'Karaoke keluarga'}}};
/** One playlist, under its own heading. */
export const OnePlaylist: Story = {args: {id: 'story-playlist'}};
