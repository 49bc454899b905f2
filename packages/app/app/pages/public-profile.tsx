import {PublicProfileCard} from '@nada/profile';
import {data} from 'react-router';
import {useIntl} from 'react-intl';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {getPublicProfile} from '../profile/profileApi';
import {sessionMessages} from '../auth/sessionMessages';
import {pagePathname} from '../routing/locales';
import {apiFetchContext} from '../security/requestContext.server';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/public-profile';
import '../profile/profile.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// Asks the API on the server, so an unknown id answers a real 404 with the not-found view.
export async function loader({request, params, context}: Route.LoaderArgs) {
  const profile = await getPublicProfile(context.get(apiFetchContext), params.id);
  if (!profile) {
    const path = pagePathname(new URL(request.url));
    throw data(`Page Not Found: ${path}`, {status: 404});
  }
  return {profile, messages: pageMessagesFor(request, 'v3-profile-id')};
}

/** `/v3/profile/:id`: a member's public profile (name, photo, member since, public playlists to come). */
export default function PublicProfile({loaderData}: Route.ComponentProps) {
  const intl = useIntl();
  const {profile} = loaderData;
  return (
    <PageMessages messages={loaderData.messages}>
      <section className="page-profile">
        <PublicProfileCard
          displayName={profile.displayName ?? intl.formatMessage(sessionMessages.fallbackName)}
          photoURL={profile.photoURL}
          memberSince={profile.memberSince}
        />
      </section>
    </PageMessages>
  );
}
