import {SoundLibraryScreen} from '@nada/sound-library';
import {useAtomValue} from 'jotai';
import {FormattedMessage} from 'react-intl';
import {useLocation, useNavigate, useSearchParams} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {soundClient} from '../api/soundClient';
import {usePageLocale} from '../auth/authPages';
import {signInPath} from '../auth/authRules';
import {PageHeader} from '../components/PageHeader';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {pageMessages} from '../pageMessages';
import {useAddToPlaylist} from '@nada/playlist';
import {pageMeta} from '../routing/pageMeta';
import {currentUserAtom} from '../state/session';
import type {Route} from './+types/sound';
import './sound.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The library's parts' texts, the API's error texts and "add to playlist" travel with this page's data.
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-sound')};
}

/** `/v3/sound` (and the legacy `/sound`, `/v2/sound`): the sound library, its search in the URL. */
export default function SoundPage({loaderData}: Route.ComponentProps) {
  const texts = pageMessages['v3-sound'];
  const locale = usePageLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAtomValue(currentUserAtom);
  const [params, setParams] = useSearchParams();
  const errorText = useApiErrorText();
  return (
    <PageMessages messages={loaderData.messages}>
      <section className="app-page page-sound" data-route="v3-sound" aria-labelledby="page-v3-sound-title">
        <PageHeader
          title={<FormattedMessage {...texts.title} />}
          titleId="page-v3-sound-title"
          lead={<FormattedMessage {...texts.description} />}
        />
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
      </section>
    </PageMessages>
  );
}
