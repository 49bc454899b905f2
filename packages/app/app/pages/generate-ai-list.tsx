import {GeneratePage} from '../generate/GeneratePage';
import {TrackListFlow} from '../generate/TrackListFlow';
import {pageMessagesFor} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/generate-ai-list';
import '../generate/generate.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The generation parts' texts and the API's error texts travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-generate_ai-list')};
}

/** `/v3/generate_ai/list`: the user's generated tracks. */
export default function GenerateAiListPage({loaderData}: Route.ComponentProps) {
  return (
    <GeneratePage route="v3-generate_ai-list" messages={loaderData.messages}>
      <TrackListFlow />
    </GeneratePage>
  );
}
