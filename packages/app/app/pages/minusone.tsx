import {
  MinusOneFlow,
  MinusOneSections,
  minusOneMessages,
  paramsFromSearch,
  paramsToSearch,
  type MinusOneAddress,
} from '@nada/generation-wizard';
import {useCallback} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {useSearchParams} from 'react-router';
import {apiErrorText} from '../api/apiErrorText';
import {minusOneClient, renderAppLink, renderMinusOneSection, SeparationResult} from '../api/minusOne';
import {usePageLocale} from '../auth/authPages';
import {AppPage} from '../components/AppPage';
import {getPlanCatalog} from '../content/plansApi';
import {uploadLimitsOf} from '../content/uploadLimits';
import {pageMessagesFor} from '../i18n.server';
import {separateParamsDefaults, separateStageValues} from '../api/schemaValues.generated';
import {pageOfPattern} from '../routing/middleware';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import {apiFetchContext} from '../security/requestContext.server';
import type {Route} from './+types/minusone';
import './minusone.css';

export const meta = pageMeta;

// The page's and the generation wizard's texts travel with this page's data (see the route table).
// The plan catalogue comes with it, so the upload checks the limits the API enforces.
export async function loader({request, context, pattern}: Route.LoaderArgs) {
  const route =
    pageOfPattern(pattern)?.page.name === 'v3-minusone-custom' ? 'v3-minusone-custom' : 'v3-minusone';
  return {
    route,
    messages: pageMessagesFor(request, route),
    plans: await getPlanCatalog(context.get(apiFetchContext)),
  } as const;
}

/**
 * `/v3/minusone`: upload a song and get its minus one with the quick settings (stems, format);
 * `/v3/minusone/custom`: the same with every setting (stems, engine, key, tempo, format, loudness).
 * Where the flow stands lives in the URL (`?file=<id>` once uploaded, `?job=<id>` once submitted),
 * so a reload or a shared link shows the same step again.
 */
export default function MinusOnePage({loaderData}: Route.ComponentProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const [search, setSearch] = useSearchParams();
  const custom = loaderData.route === 'v3-minusone-custom';
  const variant = custom ? 'custom' : 'simple';
  const {plans} = loaderData;
  const fileId = search.get('file');
  const handleNavigate = useCallback(
    (to: MinusOneAddress) => {
      if (to && 'job' in to) setSearch({job: to.job}, {preventScrollReset: true});
      else
        setSearch(to ? {file: to.file, ...paramsToSearch(to.params, separateParamsDefaults, variant)} : {});
    },
    [setSearch, variant],
  );
  const planLimits = useCallback(
    (planId: string | undefined) => uploadLimitsOf(intl, plans, planId),
    [intl, plans],
  );
  return (
    <AppPage
      route={loaderData.route}
      className="page-minusone"
      messages={loaderData.messages}
      titleId="page-minusone-title"
      title={<FormattedMessage {...(custom ? minusOneMessages.customHeading : minusOneMessages.heading)} />}
      lead={<FormattedMessage {...(custom ? minusOneMessages.customLead : minusOneMessages.lead)} />}
      headerExtra={
        <MinusOneSections
          current={custom ? 'custom' : 'quick'}
          labelledBy="page-minusone-title"
          renderLink={renderMinusOneSection}
        />
      }
    >
      <MinusOneFlow
        variant={variant}
        locale={locale}
        jobId={search.get('job')}
        fileId={fileId}
        requestedParams={paramsFromSearch(search, separateParamsDefaults, variant)}
        onNavigate={handleNavigate}
        planLimits={planLimits}
        stages={separateStageValues}
        client={minusOneClient}
        customHref={`${localePath('v3-minusone-custom', locale)}?file=${encodeURIComponent(fileId ?? '')}`}
        renderLink={renderAppLink}
        errorText={apiErrorText}
        renderResult={(job, credits, onProcessAnother) => (
          <SeparationResult job={job} credits={credits} onProcessAnother={onProcessAnother} />
        )}
      />
    </AppPage>
  );
}
