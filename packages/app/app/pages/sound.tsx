import {SoundLibraryScreen} from '@nada/sound-library';
import {useAtomValue} from 'jotai';
import {useLocation, useNavigate, useSearchParams} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {soundClient} from '../api/soundClient';
import {usePageLocale} from '../auth/authPages';
import {signInPath} from '../auth/authRules';
import {AppPage} from '../components/AppPage';
import {messagesLoader} from '../i18n.server';
import {useAddToPlaylist} from '@nada/playlist';
import {pageMeta} from '../routing/pageMeta';
import {currentUserAtom} from '../state/session';
import type {Route} from './+types/sound';
import './sound.css';

export const meta = pageMeta;

// The library's parts' texts, the API's error texts and "add to playlist" travel with this page's data.
export const loader = messagesLoader('v3-sound');

/** `/v3/sound` (and the legacy `/sound`, `/v2/sound`): the sound library, its search in the URL. */
export default function SoundPage({loaderData}: Route.ComponentProps) {
  const locale = usePageLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAtomValue(currentUserAtom);
  const [params, setParams] = useSearchParams();
  const errorText = useApiErrorText();
  return (
    <AppPage route="v3-sound" className="page-sound" messages={loaderData.messages}>
      <SoundLibraryScreen
        client={soundClient}
        locale={locale}
        params={params}
        onParamsChange={setParams}
        errorText={errorText}
        signedIn={user !== null}
        onSignInNeeded={() => void navigate(signInPath(locale, `${location.pathname}${location.search}`))}
        useAddToPlaylist={useAddToPlaylist}
      />
    </AppPage>
  );
}
