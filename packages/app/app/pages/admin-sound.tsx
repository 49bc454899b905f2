import {SoundAdminScreen} from '@nada/sound-library';
import {useSearchParams} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {soundAdminClient} from '../api/soundClient';
import {usePageLocale} from '../auth/authPages';
import {AppPage} from '../components/AppPage';
import {messagesLoader} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/admin-sound';

export const meta = pageMeta;

// The library's parts' texts and the API's error texts travel with this page's data.
export const loader = messagesLoader('admin-sound');

/** `/admin/sound` (admins only; others get the 404): upload, correct, publish and audit the library. */
export default function AdminSoundPage({loaderData}: Route.ComponentProps) {
  const locale = usePageLocale();
  const [params, setParams] = useSearchParams();
  const errorText = useApiErrorText(loaderData.messages);
  return (
    <AppPage route="admin-sound" className="page-admin-sound" messages={loaderData.messages}>
      <SoundAdminScreen
        client={soundAdminClient}
        locale={locale}
        params={params}
        onParamsChange={setParams}
        errorText={errorText}
      />
    </AppPage>
  );
}
