import {FormattedMessage} from 'react-intl';
import {useSearchParams} from 'react-router';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {PlaygroundScreen} from '../playground/PlaygroundScreen';
import {playgroundPageMessages} from '../playground/playgroundMessages';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/playground';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's and the mixer's texts travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-playground')};
}

/** `/v3/playground`: the stems of a finished job (`?job=`) in a mixer, or a picker of the user's songs. */
export default function PlaygroundPage({loaderData}: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <PageMessages messages={loaderData.messages}>
      <section
        className="app-page page-playground"
        data-route="v3-playground"
        aria-labelledby="page-playground-title"
      >
        <header className="app-page__header">
          <h1 id="page-playground-title">
            <FormattedMessage {...playgroundPageMessages.heading} />
          </h1>
          <p>
            <FormattedMessage {...playgroundPageMessages.lead} />
          </p>
        </header>
        <PlaygroundScreen jobId={search.get('job')} />
      </section>
    </PageMessages>
  );
}
