import {LinkSource, type LinkProbe} from '@nada/generation-wizard';
import {useCallback} from 'react';
import {useNavigate} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {linkProbeTransport} from '../api/importApi';
import {usePageLocale} from '../auth/authPages';
import {AppPage} from '../components/AppPage';
import {messagesLoader} from '../i18n.server';
import {localePath} from '../routing/paths';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/generate-from-link';

export const meta = pageMeta;

// The generation wizard's texts and the API's error texts travel with this page's data (see the route table).
export const loader = messagesLoader('v3-generate_fr_yt');

/** The link step, wired to the API: the failure's code explained with the app's API error texts. */
function LinkStep() {
  const locale = usePageLocale();
  const navigate = useNavigate();
  const errorText = useApiErrorText();
  // What to make from the link is the next page's; the link travels in its URL.
  const handleContinue = useCallback(
    (source: LinkProbe) =>
      void navigate(
        `${localePath('v3-generate_fr_yt-option', locale)}?${new URLSearchParams({url: source.url})}`,
      ),
    [navigate, locale],
  );
  return <LinkSource probe={linkProbeTransport} errorText={errorText} onContinue={handleContinue} />;
}

/** `/v3/generate_fr_yt`: paste a video link and see what it holds before choosing what to make from it. */
export default function GenerateFromLinkPage({loaderData}: Route.ComponentProps) {
  return (
    <AppPage route="v3-generate_fr_yt" className="page-generate-from-link" messages={loaderData.messages}>
      <LinkStep />
    </AppPage>
  );
}
