import {PlaygroundScreen, playgroundPageMessages} from '@nada/playground';
import {FormattedMessage} from 'react-intl';
import {Link, useSearchParams} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {playgroundClient} from '../api/playgroundClient';
import {usePageLocale} from '../auth/authPages';
import {PageMessages} from '../components/PageMessages';
import {messagesLoader} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import type {Route} from './+types/playground';

export const meta = pageMeta;

// The page's and the mixer's texts travel with this page's data (see the route table).
export const loader = messagesLoader('v3-playground');

/** `/v3/playground`: the stems of a finished job (`?job=`) in a mixer, or a picker of the user's songs. */
export default function PlaygroundPage({loaderData}: Route.ComponentProps) {
  const [search] = useSearchParams();
  const locale = usePageLocale();
  const errorText = useApiErrorText(loaderData.messages);
  const playgroundPath = localePath('v3-playground', locale);
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
        <PlaygroundScreen
          client={playgroundClient}
          jobId={search.get('job')}
          locale={locale}
          errorText={errorText}
          pickerLink={<Link to={playgroundPath} />}
          jobLink={(jobId) => <Link to={`${playgroundPath}?job=${encodeURIComponent(jobId)}`} />}
          minusOneLink={<Link to={localePath('v3-minusone', locale)} />}
        />
      </section>
    </PageMessages>
  );
}
