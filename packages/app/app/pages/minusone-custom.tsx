import {FormattedMessage} from 'react-intl';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {MinusOneHeader} from '../minusone/MinusOneHeader';
import {MinusOneFlow} from '../minusone/MinusOneFlow';
import {minusoneMessages} from '../minusone/minusoneMessages';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/minusone-custom';
import '../minusone/minusone.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's and the generation wizard's texts travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-minusone-custom')};
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
        <MinusOneFlow variant="custom" />
      </section>
    </PageMessages>
  );
}
