import {pageMessagesFor} from '../i18n.server';
import {ImportPage} from '../imports/ImportPage';
import {ImportResultFlow} from '../imports/ImportResultFlow';
import {ResultView} from '../minusone/ResultView';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/generate-from-link-preview';
import '../minusone/minusone.css';
import '../imports/imports.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The generation wizard's texts and the API's error texts travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-generate_fr_yt-preview_file')};
}

/** `/v3/generate_fr_yt/preview_file`: the import job under way, then its result to play and download. */
export default function GenerateFromLinkPreviewPage({loaderData}: Route.ComponentProps) {
  return (
    <ImportPage route="v3-generate_fr_yt-preview_file" messages={loaderData.messages}>
      <ImportResultFlow
        renderSeparation={(job, credits, onAnother) => (
          <ResultView job={job} credits={credits} onProcessAnother={onAnother} />
        )}
      />
    </ImportPage>
  );
}
