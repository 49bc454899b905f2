import {SoundAdminScreen} from '@nada/sound-library';
import {FormattedMessage} from 'react-intl';
import {useSearchParams} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {soundAdminClient} from '../api/soundClient';
import {usePageLocale} from '../auth/authPages';
import {PageHeader} from '../components/PageHeader';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {pageMessages} from '../pageMessages';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/admin-sound';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The library's parts' texts and the API's error texts travel with this page's data.
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'admin-sound')};
}

/** `/admin/sound` (admins only; others get the 404): upload, correct, publish and audit the library. */
export default function AdminSoundPage({loaderData}: Route.ComponentProps) {
  const texts = pageMessages['admin-sound'];
  const locale = usePageLocale();
  const [params, setParams] = useSearchParams();
  const errorText = useApiErrorText();
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
        <SoundAdminScreen
          client={soundAdminClient}
          locale={locale}
          params={params}
          onParamsChange={setParams}
          errorText={errorText}
        />
      </section>
    </PageMessages>
  );
}
