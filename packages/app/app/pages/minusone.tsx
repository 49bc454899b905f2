import {FormattedMessage} from 'react-intl';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {MinusOneHeader} from '../minusone/MinusOneHeader';
import {MinusOneFlow} from '../minusone/MinusOneFlow';
import {minusoneMessages} from '../minusone/minusoneMessages';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/minusone';
import '../minusone/minusone.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's and the generation wizard's texts travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-minusone')};
}

/** `/v3/minusone`: upload a song and get its minus one with the quick settings (stems, format). */
export default function MinusOnePage({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <section
        className="app-page page-minusone"
        data-route="v3-minusone"
        aria-labelledby="page-minusone-title"
      >
        <MinusOneHeader
          titleId="page-minusone-title"
          title={<FormattedMessage {...minusoneMessages.heading} />}
          lead={<FormattedMessage {...minusoneMessages.lead} />}
          current="v3-minusone"
        />
        <MinusOneFlow variant="simple" />
      </section>
    </PageMessages>
  );
}
