import {GenerateFlow} from '../generate/GenerateFlow';
import {GeneratePage} from '../generate/GeneratePage';
import {pageMessagesFor} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/generate-ai';
import '../generate/generate.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The generation parts' texts and the API's error texts travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-generate_ai')};
}

/** `/v3/generate_ai`: a prompt, its progress, then the track with its stems and MIDI. */
export default function GenerateAiPage({loaderData}: Route.ComponentProps) {
  return (
    <GeneratePage route="v3-generate_ai" messages={loaderData.messages}>
      <GenerateFlow />
    </GeneratePage>
  );
}
