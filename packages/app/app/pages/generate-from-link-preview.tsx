import {ImportResultFlow} from '@nada/generation-wizard';
import {useCallback} from 'react';
import {useNavigate, useSearchParams} from 'react-router';
import {apiErrorText} from '../api/apiErrorText';
import {ImportAudioResult, importResultClient} from '../api/importApi';
import {SeparationResult} from '../api/minusOne';
import {importStageValues} from '../api/schemaValues.generated';
import {usePageLocale} from '../auth/authPages';
import {AppPage} from '../components/AppPage';
import {messagesLoader} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import type {Route} from './+types/generate-from-link-preview';

export const meta = pageMeta;

// The generation wizard's texts and the API's error texts travel with this page's data (see the route table).
export const loader = messagesLoader('v3-generate_fr_yt-preview_file');

/** `/v3/generate_fr_yt/preview_file?job=<id>`: the import job under way, then its result to play and download. */
export default function GenerateFromLinkPreviewPage({loaderData}: Route.ComponentProps) {
  const locale = usePageLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const another = useCallback(
    () => void navigate(localePath('v3-generate_fr_yt', locale)),
    [navigate, locale],
  );
  return (
    <AppPage
      route="v3-generate_fr_yt-preview_file"
      className="page-generate-from-link"
      messages={loaderData.messages}
    >
      <ImportResultFlow
        jobId={search.get('job')}
        client={importResultClient}
        stages={importStageValues}
        onAnother={another}
        onRetry={(url) =>
          void navigate(`${localePath('v3-generate_fr_yt-option', locale)}?${new URLSearchParams({url})}`)
        }
        errorText={apiErrorText}
        renderSeparation={(job, credits, onAnother) => (
          <SeparationResult job={job} credits={credits} onProcessAnother={onAnother} />
        )}
        renderAudio={(job, credits, onAnother) => (
          <ImportAudioResult job={job} credits={credits} onAnother={onAnother} />
        )}
      />
    </AppPage>
  );
}
