import {GenerateFlow} from '@nada/generate-ai';
import {useCallback} from 'react';
import {Link, useNavigate, useSearchParams} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {generateClient} from '../api/generateClient';
import {genreValues, generateStageValues, instrumentValues, moodValues} from '../api/schemaValues.generated';
import {usePageLocale} from '../auth/authPages';
import {AppPage} from '../components/AppPage';
import {messagesLoader} from '../i18n.server';
import {useAddToPlaylist} from '@nada/playlist';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import type {Route} from './+types/generate-ai';

export const meta = pageMeta;

// The generation parts' texts and the API's error texts travel with this page's data (see the route table).
export const loader = messagesLoader('v3-generate_ai');

/**
 * `/v3/generate_ai`: a prompt, then (`?job=<id>`, so a reload shows the same step) its progress,
 * then the track with its stems and MIDI.
 */
export default function GenerateAiPage({loaderData}: Route.ComponentProps) {
  const locale = usePageLocale();
  const errorText = useApiErrorText(loaderData.messages);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const follow = useCallback(
    (id: string) =>
      void navigate(`${localePath('v3-generate_ai', locale)}?${new URLSearchParams({job: id})}`),
    [navigate, locale],
  );
  const another = useCallback(() => void navigate(localePath('v3-generate_ai', locale)), [navigate, locale]);
  return (
    <AppPage route="v3-generate_ai" className="page-generate-ai" messages={loaderData.messages}>
      <GenerateFlow
        client={generateClient}
        jobId={search.get('job')}
        stages={generateStageValues}
        genres={genreValues}
        moods={moodValues}
        instruments={instrumentValues}
        locale={locale}
        errorText={errorText}
        onFollow={follow}
        onAnother={another}
        playgroundLink={(jobId) => (
          <Link to={`${localePath('v3-playground', locale)}?${new URLSearchParams({job: jobId})}`} />
        )}
        listLink={<Link to={localePath('v3-generate_ai-list', locale)} />}
        useAddToPlaylist={useAddToPlaylist}
      />
    </AppPage>
  );
}
