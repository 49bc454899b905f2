import {FileTools, ToneToolTabs, toneMessages} from '@nada/tone-tools';
import {useAtomValue} from 'jotai';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link, useLocation, useSearchParams} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {fileToolsClient} from '../api/fileToolsClient';
import {getCredits} from '../api/jobApi';
import {useApiData} from '../api/useApiData';
import {usePageLocale} from '../auth/authPages';
import {AppPage} from '../components/AppPage';
import {getPlanCatalog} from '../content/plansApi';
import {uploadLimitsOf} from '../content/uploadLimits';
import {pageMessagesFor} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import {apiFetchContext} from '../security/requestContext.server';
import {sessionStatusAtom} from '../state/session';
import type {Route} from './+types/tone-sound';

export const meta = pageMeta;

// The page's texts and the tone tools' travel with this page's data (see the route table).
// The plan catalogue comes with them, so the file tools' upload checks the limits the API enforces.
export async function loader({request, context}: Route.LoaderArgs) {
  return {
    messages: pageMessagesFor(request, 'tone-sound'),
    plans: await getPlanCatalog(context.get(apiFetchContext)),
  };
}

/**
 * `/tone/sound`: the live tone tools, open to everyone (`?tool=` names the tab shown), and the file
 * tools for signed-in users (`?file-tool=`).
 */
export default function ToneSoundPage({loaderData}: Route.ComponentProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const status = useAtomValue(sessionStatusAtom);
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
        session={status === 'signed-in' || status === 'signed-out' ? status : 'unknown'}
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
