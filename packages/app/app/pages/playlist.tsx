import {FormattedMessage} from 'react-intl';
import {useSearchParams} from 'react-router';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {PlaylistDetail} from '../playlist/PlaylistDetail';
import {PlaylistIndex} from '../playlist/PlaylistIndex';
import {playlistMessages} from '../playlist/playlistMessages';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/playlist';
import '../playlist/playlist.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's texts and the playlist parts' travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-playlist')};
}

/**
 * `/v3/playlist`: the user's playlists; `?id=<playlist>` opens one in the editor (or, for a public
 * playlist of someone else's, to listen to).
 */
export default function PlaylistPage({loaderData}: Route.ComponentProps) {
  const [search] = useSearchParams();
  const id = search.get('id');
  return (
    <PageMessages messages={loaderData.messages}>
      <section
        className="app-page page-playlist"
        data-route="v3-playlist"
        // One playlist is named by the editor's own heading.
        aria-labelledby={id ? `${id}-title` : 'page-playlist-title'}
      >
        {id ? (
          <PlaylistDetail key={id} id={id} />
        ) : (
          <>
            <header className="app-page__header">
              <h1 id="page-playlist-title" className="app-page__title">
                <FormattedMessage {...playlistMessages.heading} />
              </h1>
              <p className="app-page__lead">
                <FormattedMessage {...playlistMessages.lead} />
              </p>
            </header>
            <PlaylistIndex />
          </>
        )}
      </section>
    </PageMessages>
  );
}
