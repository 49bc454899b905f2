import {ImportOptionFlow} from '@nada/generation-wizard';
import {useNavigate, useSearchParams} from 'react-router';
import {apiErrorText} from '../api/apiErrorText';
import {importOptionsClient} from '../api/importApi';
import {usePageLocale} from '../auth/authPages';
import {AppPage} from '../components/AppPage';
import {messagesLoader} from '../i18n.server';
import {separateParamsDefaults} from '../api/schemaValues.generated';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import type {Route} from './+types/generate-from-link-option';

export const meta = pageMeta;

// The generation wizard's texts and the API's error texts travel with this page's data (see the route table).
export const loader = messagesLoader('v3-generate_fr_yt-option');

/**
 * `/v3/generate_fr_yt/option`: what to make from the video link (`?url=`), with its options; Make it
 * starts the import job and moves to `/preview_file?job=<id>`.
 */
export default function GenerateFromLinkOptionPage({loaderData}: Route.ComponentProps) {
  const locale = usePageLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <AppPage
      route="v3-generate_fr_yt-option"
      className="page-generate-from-link"
      messages={loaderData.messages}
    >
      <ImportOptionFlow
        url={search.get('url') ?? ''}
        locale={locale}
        defaultSeparation={separateParamsDefaults}
        client={importOptionsClient}
        onBackToLink={() => void navigate(localePath('v3-generate_fr_yt', locale))}
        onSubmitted={(jobId) =>
          void navigate(
            `${localePath('v3-generate_fr_yt-preview_file', locale)}?${new URLSearchParams({job: jobId})}`,
          )
        }
        errorText={apiErrorText}
      />
    </AppPage>
  );
}
