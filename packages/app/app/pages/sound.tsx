import {FormattedMessage} from 'react-intl';
import {PageHeader} from '../components/PageHeader';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {pageMessages} from '../pageMessages';
import {pageMeta} from '../routing/pageMeta';
import {SoundLibraryScreen} from '../sound/SoundLibraryScreen';
import type {Route} from './+types/sound';
import '../sound/sound.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The library's parts' texts, the API's error texts and "add to playlist" travel with this page's data.
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-sound')};
}

/** `/v3/sound` (and the legacy `/sound`, `/v2/sound`): the sound library, its search in the URL. */
export default function SoundPage({loaderData}: Route.ComponentProps) {
  const texts = pageMessages['v3-sound'];
  return (
    <PageMessages messages={loaderData.messages}>
      <section className="app-page page-sound" data-route="v3-sound" aria-labelledby="page-v3-sound-title">
        <PageHeader
          title={<FormattedMessage {...texts.title} />}
          titleId="page-v3-sound-title"
          lead={<FormattedMessage {...texts.description} />}
        />
        <SoundLibraryScreen />
      </section>
    </PageMessages>
  );
}
