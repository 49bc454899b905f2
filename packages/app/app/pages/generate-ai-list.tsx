import {TrackListFlow} from '@nada/generate-ai';
import {Link} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {generateClient} from '../api/generateClient';
import {usePageLocale} from '../auth/authPages';
import {AppPage} from '../components/AppPage';
import {messagesLoader} from '../i18n.server';
import {useAddToPlaylist, useShareTrack} from '@nada/playlist';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import type {Route} from './+types/generate-ai-list';

export const meta = pageMeta;

// The generation parts' texts and the API's error texts travel with this page's data (see the route table).
export const loader = messagesLoader('v3-generate_ai-list');

/** `/v3/generate_ai/list`: the user's generated tracks. */
export default function GenerateAiListPage({loaderData}: Route.ComponentProps) {
  const locale = usePageLocale();
  const errorText = useApiErrorText(loaderData.messages);
  return (
    <AppPage route="v3-generate_ai-list" className="page-generate-ai" messages={loaderData.messages}>
      <TrackListFlow
        client={generateClient}
        errorText={errorText}
        makeOneLink={<Link to={localePath('v3-generate_ai', locale)} />}
        useAddToPlaylist={useAddToPlaylist}
        useShareTrack={useShareTrack}
      />
    </AppPage>
  );
}
