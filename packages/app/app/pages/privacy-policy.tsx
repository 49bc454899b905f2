import {LegalPage} from '../components/LegalPage';
import {privacyPolicy} from '../content/privacyPolicy';
import {PageMessages} from '../components/PageMessages';
import {messagesAndPlansLoader} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/privacy-policy';

export const meta = pageMeta;

// The page's long texts travel with its own data, not with every page's (see the route table's catalogs).
// How long each plan keeps files comes from the API on each render, so the text says what the API does.
export const loader = messagesAndPlansLoader('privacy_policy');

/** The privacy policy, in the reader's language. */
export default function PrivacyPolicy({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <LegalPage page="privacy_policy" content={privacyPolicy} plans={loaderData.plans} />
    </PageMessages>
  );
}
