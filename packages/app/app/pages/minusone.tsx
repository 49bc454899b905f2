import {FormattedMessage} from 'react-intl';
import {PageMessages} from '../components/PageMessages';
import {getPlanCatalog} from '../content/plansApi';
import {pageMessagesFor} from '../i18n.server';
import {MinusOneFlow} from '../minusone/MinusOneFlow';
import {MinusOneHeader} from '../minusone/MinusOneHeader';
import {minusoneMessages} from '../minusone/minusoneMessages';
import {pageOfPattern} from '../routing/middleware';
import {pageMeta} from '../routing/pageMeta';
import {apiFetchContext} from '../security/requestContext.server';
import type {Route} from './+types/minusone';
import '../minusone/minusone.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

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
 */
export default function MinusOnePage({loaderData}: Route.ComponentProps) {
  const custom = loaderData.route === 'v3-minusone-custom';
  return (
    <PageMessages messages={loaderData.messages}>
      <section
        className="app-page page-minusone"
        data-route={loaderData.route}
        aria-labelledby="page-minusone-title"
      >
        <MinusOneHeader
          titleId="page-minusone-title"
          title={
            <FormattedMessage {...(custom ? minusoneMessages.customHeading : minusoneMessages.heading)} />
          }
          lead={<FormattedMessage {...(custom ? minusoneMessages.customLead : minusoneMessages.lead)} />}
          current={loaderData.route}
        />
        <MinusOneFlow variant={custom ? 'custom' : 'simple'} plans={loaderData.plans} />
      </section>
    </PageMessages>
  );
}
