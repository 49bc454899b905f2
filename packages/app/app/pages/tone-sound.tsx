import {FileTools, ToneToolTabs, toneMessages} from '@nada/tone-tools';
import {useAtomValue} from 'jotai';
import {FormattedMessage, useIntl} from 'react-intl';
import {useEffect} from 'react';
import {Link, useLocation, useRevalidator, useRouteLoaderData, useSearchParams} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {fileToolsClient} from '../api/fileToolsClient';
import {getCredits} from '../api/jobApi';
import {useApiData} from '../api/useApiData';
import {usePageLocale} from '../auth/authPages';
import {AppPage} from '../components/AppPage';
import {uploadLimitsOf} from '../content/uploadLimits';
import {guestTextsOnly, messagesAndPlansLoader} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import {sessionStatusAtom} from '../state/session';
import type {loader as rootLoader} from '../root';
import type {Route} from './+types/tone-sound';

export const meta = pageMeta;

const loadMessagesAndPlans = messagesAndPlansLoader('tone-sound');

// The page's texts and the tone tools' travel with this page's data (see the route table); a
// guest's, without the file tools' (`guestCatalogs`), which only a member sees. The plan catalogue
// comes with them, so the file tools' upload checks the limits the API enforces.
export async function loader(args: Route.LoaderArgs) {
  return {...(await loadMessagesAndPlans(args)), guestTexts: guestTextsOnly(args.request, 'tone-sound')};
}

/**
 * `/tone/sound`: the live tone tools, open to everyone (`?tool=` names the tab shown), and the file
 * tools for signed-in users (`?file-tool=`).
 */
export default function ToneSoundPage({loaderData}: Route.ComponentProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const status = useAtomValue(sessionStatusAtom);
  // A browser without the session hint is a guest's: the server's HTML shows the guest's part (and
  // the hydration that follows matches it) instead of nothing while the session is read.
  const sessionHint = useRouteLoaderData<typeof rootLoader>('root')?.sessionHint ?? true;
  // Signed in meanwhile (in another tab) on a guest's page: the file tools wait for their texts,
  // which the page's data brings once read again.
  const awaitingTexts = status === 'signed-in' && loaderData.guestTexts;
  const {revalidate} = useRevalidator();
  useEffect(() => {
    if (awaitingTexts) void revalidate();
  }, [awaitingTexts, revalidate]);
  const session = awaitingTexts
    ? 'unknown'
    : status === 'unknown'
      ? sessionHint
        ? 'unknown'
        : 'signed-out'
      : status;
  const {pathname, search} = useLocation();
  const [params, setParams] = useSearchParams();
  const errorText = useApiErrorText(loaderData.messages);
  // The user's plan sets the upload's limits (a guest's page shows none).
  const credits = useApiData(status === 'signed-in' ? 'credits' : null, getCredits);
  return (
    <AppPage
      route="tone-sound"
      className="page-tone"
      messages={loaderData.messages}
      titleId="page-tone-title"
      title={<FormattedMessage {...toneMessages.heading} />}
      lead={<FormattedMessage {...toneMessages.lead} />}
    >
      <ToneToolTabs params={params} onParamsChange={setParams} />
      <FileTools
        client={fileToolsClient}
        session={session}
        signInLink={
          <Link to={`${localePath('login', locale)}?redirect=${encodeURIComponent(pathname + search)}`} />
        }
        locale={locale}
        limits={uploadLimitsOf(
          intl,
          loaderData.plans,
          credits.status === 'ready' ? credits.data.plan : undefined,
        )}
        params={params}
        onParamsChange={setParams}
        errorText={errorText}
      />
    </AppPage>
  );
}
