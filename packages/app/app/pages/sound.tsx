import {SoundLibraryScreen, filtersFromSearchParams, type SoundPage} from '@nada/sound-library';
import {useAtomValue} from 'jotai';
import {useEffect} from 'react';
import {
  useLocation,
  useNavigate,
  useRevalidator,
  useSearchParams,
  type ShouldRevalidateFunction,
} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {createApiClient, guestSession} from '../api/client';
import {createSoundClient, soundClient} from '../api/soundClient';
import {usePageLocale} from '../auth/authPages';
import {signInPath} from '../auth/authRules';
import {AppPage} from '../components/AppPage';
import {guestTextsOnly, pageMessagesFor} from '../i18n.server';
import {useAddToPlaylist} from '@nada/playlist';
import {localeFromPath, pagePathname} from '../routing/locales';
import {pageMeta} from '../routing/pageMeta';
import {apiFetchContext} from '../security/requestContext.server';
import {currentUserAtom} from '../state/session';
import type {Route} from './+types/sound';
import './sound.css';

export const meta = pageMeta;

/**
 * The library's parts' texts, the API's error texts and "add to playlist" travel with this page's
 * data, and so does the first page of sounds for the URL's search: a guest's page (hydrated on the
 * first interaction, see the route table) shows them in the server's HTML. When the API fails here,
 * the browser loads them (and shows the failure) as it does for every later search.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(pagePathname(url));
  const client = createSoundClient(
    createApiClient(guestSession, 'http://api.internal', context.get(apiFetchContext)),
  );
  const firstPage: SoundPage | null = await client
    .listSounds(filtersFromSearchParams(url.searchParams), locale)
    .catch(() => null);
  // A guest's texts leave out "add to playlist" (`guestCatalogs` in the route table).
  return {
    messages: pageMessagesFor(request, 'v3-sound'),
    guestTexts: guestTextsOnly(request, 'v3-sound'),
    firstPage,
  };
}

// Another search on this page is the screen's to load (it shows "loading" at once); the loader's
// first page is only the one it opens with, so it is not read again for a new search. The same
// address read again (a guest's page whose visitor has signed in) is the loader's.
export const shouldRevalidate: ShouldRevalidateFunction = ({currentUrl, nextUrl, defaultShouldRevalidate}) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

/** `/v3/sound` (and the legacy `/sound`, `/v2/sound`): the sound library, its search in the URL. */
export default function SoundPage({loaderData}: Route.ComponentProps) {
  const locale = usePageLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAtomValue(currentUserAtom);
  const [params, setParams] = useSearchParams();
  const errorText = useApiErrorText(loaderData.messages);
  // Signed in meanwhile (in another tab) on a guest's page: "add to playlist" waits for its texts,
  // which the page's data brings once read again.
  const awaitingTexts = user !== null && loaderData.guestTexts;
  const {revalidate} = useRevalidator();
  useEffect(() => {
    if (awaitingTexts) void revalidate();
  }, [awaitingTexts, revalidate]);
  return (
    <AppPage route="v3-sound" className="page-sound" messages={loaderData.messages}>
      <SoundLibraryScreen
        client={soundClient}
        initialPage={loaderData.firstPage ?? undefined}
        locale={locale}
        params={params}
        onParamsChange={setParams}
        errorText={errorText}
        signedIn={user !== null && !awaitingTexts}
        onSignInNeeded={() => void navigate(signInPath(locale, `${location.pathname}${location.search}`))}
        useAddToPlaylist={useAddToPlaylist}
      />
    </AppPage>
  );
}
