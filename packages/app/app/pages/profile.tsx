import {ProfileSettings} from '@nada/profile';
import {useTheme} from '@nada/ui';
import {useAtomValue} from 'jotai';
import {useMemo} from 'react';
import {useNavigate} from 'react-router';
import {usePageLocale} from '../auth/authPages';
import {RouterLink} from '../components/RouterLink';
import {signOutBecause} from '../auth/session';
import {PageMessages} from '../components/PageMessages';
import {messagesLoader} from '../i18n.server';
import {profileClient} from '../profile/profileClient';
import {localeCookie} from '../routing/locales';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import {currentUserAtom} from '../state/session';
import type {Route} from './+types/profile';

export const meta = pageMeta;

// The profile's and the sign-in forms' texts travel with this page's data (see the route table).
export const loader = messagesLoader('v3-profile');

/** `/v3/profile`: the signed-in user's details, photo, email, password, sign-in methods and deletion. */
export default function Profile({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ProfileContent />
    </PageMessages>
  );
}

function ProfileContent() {
  const session = useAtomValue(currentUserAtom);
  const locale = usePageLocale();
  const navigate = useNavigate();
  const {setMode} = useTheme();
  const client = useMemo(() => profileClient(locale), [locale]);
  const user = session && {
    displayName: session.displayName,
    email: session.email,
    providers: session.providerData.map((info) => info.providerId),
  };
  return (
    <ProfileSettings
      client={client}
      user={user}
      locale={locale}
      publicProfileHref={(id) => localePath('v3-profile-id', locale, {id})}
      linkComponent={RouterLink}
      onLocaleChange={(next) => {
        document.cookie = localeCookie(next);
        void navigate(localePath('v3-profile', next));
      }}
      onThemeChange={setMode}
      onAccountDeleted={async () => {
        // Leave the private page first, so the sign-out does not send the visitor to the sign-in page.
        await navigate(localePath('landing', locale));
        await signOutBecause('account-deleted');
      }}
    />
  );
}
