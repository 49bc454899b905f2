import {pageMessagesFor} from '../i18n.server';
import {ImportPage} from '../imports/ImportPage';
import {ImportOptionFlow} from '../imports/ImportOptionFlow';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/generate-from-link-option';
import '../imports/imports.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The generation wizard's texts and the API's error texts travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-generate_fr_yt-option')};
}

/** `/v3/generate_fr_yt/option`: what to make from the video link, with its options. */
export default function GenerateFromLinkOptionPage({loaderData}: Route.ComponentProps) {
  return (
    <ImportPage route="v3-generate_fr_yt-option" messages={loaderData.messages}>
      <ImportOptionFlow />
    </ImportPage>
  );
}
