import {TrackListFlow} from '@nada/generate-ai';
import {Link} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {generateClient} from '../api/generateClient';
import {usePageLocale} from '../auth/authPages';
import {StepPage} from '../components/StepPage';
import {pageMessagesFor} from '../i18n.server';
import {useAddToPlaylist, useShareTrack} from '@nada/playlist';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import type {Route} from './+types/generate-ai-list';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The generation parts' texts and the API's error texts travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-generate_ai-list')};
}

/** `/v3/generate_ai/list`: the user's generated tracks. */
export default function GenerateAiListPage({loaderData}: Route.ComponentProps) {
  const locale = usePageLocale();
  const errorText = useApiErrorText();
  return (
    <StepPage route="v3-generate_ai-list" className="page-generate-ai" messages={loaderData.messages}>
      <TrackListFlow
        client={generateClient}
        errorText={errorText}
        makeOneLink={<Link to={localePath('v3-generate_ai', locale)} />}
        useAddToPlaylist={useAddToPlaylist}
        useShareTrack={useShareTrack}
      />
    </StepPage>
  );
}
