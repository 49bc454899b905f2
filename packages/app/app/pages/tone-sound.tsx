import {FileTools, ToneToolTabs, toneMessages} from '@nada/tone-tools';
import {useAtomValue} from 'jotai';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link, useLocation, useRouteLoaderData, useSearchParams} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {fileToolsClient} from '../api/fileToolsClient';
import {getCredits} from '../api/jobApi';
import {useApiData} from '../api/useApiData';
import {usePageLocale} from '../auth/authPages';
import {AppPage} from '../components/AppPage';
import {uploadLimitsOf} from '../content/uploadLimits';
import {messagesAndPlansLoader} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import {sessionStatusAtom} from '../state/session';
import type {loader as rootLoader} from '../root';
import type {Route} from './+types/tone-sound';

export const meta = pageMeta;

// The page's texts and the tone tools' travel with this page's data (see the route table).
// The plan catalogue comes with them, so the file tools' upload checks the limits the API enforces.
export const loader = messagesAndPlansLoader('tone-sound');

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
  const session = status === 'unknown' ? (sessionHint ? 'unknown' : 'signed-out') : status;
  const {pathname, search} = useLocation();
  const [params, setParams] = useSearchParams();
  const errorText = useApiErrorText();
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
