import {LegalDocument} from '../components/LegalDocument';
import {privacyPolicy} from '../content/privacyPolicy';
import {pageMessages} from '../pageMessages';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/privacy-policy';
import './legal.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's long texts travel with its own data, not with every page's (see the route table's catalog).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'privacy_policy')};
}

/** The privacy policy, in the reader's language. */
export default function PrivacyPolicy({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <LegalDocument title={pageMessages.privacy_policy.title} content={privacyPolicy} />
    </PageMessages>
  );
}
