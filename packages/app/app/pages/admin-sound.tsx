import {FormattedMessage} from 'react-intl';
import {PageHeader} from '../components/PageHeader';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {pageMessages} from '../pageMessages';
import {pageMeta} from '../routing/pageMeta';
import {SoundAdminScreen} from '../sound/SoundAdminScreen';
import type {Route} from './+types/admin-sound';
import '../sound/sound.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The library's parts' texts and the API's error texts travel with this page's data.
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'admin-sound')};
}

/** `/admin/sound` (admins only; others get the 404): upload, correct, publish and audit the library. */
export default function AdminSoundPage({loaderData}: Route.ComponentProps) {
  const texts = pageMessages['admin-sound'];
  return (
    <PageMessages messages={loaderData.messages}>
      <section
        className="app-page page-admin-sound"
        data-route="admin-sound"
        aria-labelledby="page-admin-sound-title"
      >
        <PageHeader
          title={<FormattedMessage {...texts.title} />}
          titleId="page-admin-sound-title"
          lead={<FormattedMessage {...texts.description} />}
        />
        <SoundAdminScreen />
      </section>
    </PageMessages>
  );
}
