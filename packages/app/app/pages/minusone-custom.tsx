import {FormattedMessage} from 'react-intl';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {MinusOneHeader} from '../minusone/MinusOneHeader';
import {MinusOneFlow} from '../minusone/MinusOneFlow';
import {minusoneMessages} from '../minusone/minusoneMessages';
import {getPlanCatalog} from '../content/plansApi';
import {pageMeta} from '../routing/pageMeta';
import {apiFetchContext} from '../security/requestContext.server';
import type {Route} from './+types/minusone-custom';
import '../minusone/minusone.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's and the generation wizard's texts travel with this page's data (see the route table).
// The plan catalogue comes with it, so the upload checks the limits the API enforces.
export async function loader({request, context}: Route.LoaderArgs) {
  return {
    messages: pageMessagesFor(request, 'v3-minusone-custom'),
    plans: await getPlanCatalog(context.get(apiFetchContext)),
  };
}

/** `/v3/minusone/custom`: the minus one with every setting (stems, engine, key, tempo, format, loudness). */
export default function MinusOnePage({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <section
        className="app-page page-minusone"
        data-route="v3-minusone-custom"
        aria-labelledby="page-minusone-title"
      >
        <MinusOneHeader
          titleId="page-minusone-title"
          title={<FormattedMessage {...minusoneMessages.customHeading} />}
          lead={<FormattedMessage {...minusoneMessages.customLead} />}
          current="v3-minusone-custom"
        />
        <MinusOneFlow variant="custom" plans={loaderData.plans} />
      </section>
    </PageMessages>
  );
}
