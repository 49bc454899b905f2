import {FormattedMessage} from 'react-intl';
import {useSearchParams} from 'react-router';
import {PageHeader} from '../components/PageHeader';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {oembedHref} from '../embed/embedLinks';
import {PlaylistDetail, playlistShareUrl} from '../playlist/PlaylistDetail';
import {PlaylistIndex} from '../playlist/PlaylistIndex';
import {playlistMessages} from '../playlist/playlistMessages';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/playlist';
import '../playlist/playlist.css';

/**
 * The page's head; a shared playlist's link (`?id=`) also names its oEmbed answer, so sites that
 * understand oEmbed embed the link by itself (a private playlist's answers 404 there).
 */
export const meta = (args: Route.MetaArgs) => {
  const tags = pageMeta(args);
  const id = new URLSearchParams(args.location.search).get('id');
  const origin = (
    args.matches.find((match) => match?.id === 'root')?.loaderData as {origin?: string} | undefined
  )?.origin;
  if (!id || !origin) return tags;
  const shareUrl = playlistShareUrl(origin, args.location.pathname, id);
  return [
    ...tags,
    {tagName: 'link', rel: 'alternate', type: 'application/json+oembed', href: oembedHref(origin, shareUrl)},
  ];
};

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
            <PageHeader
              titleId="page-playlist-title"
              title={<FormattedMessage {...playlistMessages.heading} />}
              lead={<FormattedMessage {...playlistMessages.lead} />}
            />
            <PlaylistIndex />
          </>
        )}
      </section>
    </PageMessages>
  );
}
