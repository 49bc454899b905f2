import {FileTools, ToneToolTabs, toneMessages} from '@nada/tone-tools';
import {useAtomValue} from 'jotai';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link, useLocation, useSearchParams} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {fileToolsClient} from '../api/fileToolsClient';
import {getCredits} from '../api/jobApi';
import {useApiData} from '../api/useApiData';
import {usePageLocale} from '../auth/authPages';
import {PageHeader} from '../components/PageHeader';
import {PageMessages} from '../components/PageMessages';
import {planFigures, planFor} from '@nada/pricing-table';
import {planNames} from '../content/planMessages';
import {getPlanCatalog} from '../content/plansApi';
import {pageMessagesFor} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import {apiFetchContext} from '../security/requestContext.server';
import {sessionStatusAtom} from '../state/session';
import type {Route} from './+types/tone-sound';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

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
  const plan = planFor(loaderData.plans, credits.status === 'ready' ? credits.data.plan : undefined);
  const figures = planFigures(plan);
  return (
    <PageMessages messages={loaderData.messages}>
      <section className="app-page page-tone" data-route="tone-sound" aria-labelledby="page-tone-title">
        <PageHeader
          titleId="page-tone-title"
          title={<FormattedMessage {...toneMessages.heading} />}
          lead={<FormattedMessage {...toneMessages.lead} />}
        />
        <ToneToolTabs params={params} onParamsChange={setParams} />
        <FileTools
          client={fileToolsClient}
          session={status === 'signed-in' || status === 'signed-out' ? status : 'unknown'}
          signInLink={
            <Link to={`${localePath('login', locale)}?redirect=${encodeURIComponent(pathname + search)}`} />
          }
          locale={locale}
          limits={{
            plan: intl.formatMessage(planNames[plan.id]),
            maxFileBytes: plan.maxFileBytes,
            maxFileMegabytes: figures.maxFileMegabytes,
            maxSongMinutes: figures.maxSongMinutes,
          }}
          params={params}
          onParamsChange={setParams}
          errorText={errorText}
        />
      </section>
    </PageMessages>
  );
}
