import {ProfileSettings, type ProfileClient} from '@nada/profile';
import {useTheme} from '@nada/ui';
import {useAtomValue} from 'jotai';
import {useMemo} from 'react';
import {useNavigate} from 'react-router';
import {absoluteUrl, RouterAuthLink, usePageLocale} from '../auth/authPages';
import {connectSession, signOutBecause} from '../auth/session';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {
  deleteMyAccount,
  getMyProfile,
  removeMyPhoto,
  updateMyProfile,
  uploadMyPhoto,
  type MyProfile,
} from '../profile/profileApi';
import {reauthenticateWithGoogle, reauthenticateWithPassword, signInTime} from '../profile/reauthenticate';
import {mirrorPhotoURL, refreshSessionUser} from '../profile/sessionUser';
import type {Locale} from '../routing/locales';
import {localeCookie} from '../routing/locales';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import {currentUserAtom} from '../state/session';
import type {Route} from './+types/profile';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The profile's and the sign-in forms' texts travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-profile')};
}

/** `/v3/profile`: the signed-in user's details, photo, email, password, sign-in methods and deletion. */
export default function Profile({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ProfileContent />
    </PageMessages>
  );
}

const cancelledCode = 'auth/user-cancelled';

/** The signed-in Firebase user, or a cancellation the forms take as such. */
async function currentUser() {
  const {auth, sdk} = await connectSession();
  if (!auth.currentUser) throw Object.assign(new Error('Signed out'), {code: cancelledCode});
  return {auth, sdk, user: auth.currentUser};
}

/**
 * The profile's calls: the API's `/api/me`, each change mirrored into the Firebase user (the header's
 * user menu reads it), and Firebase's email, password and provider changes in the page's language.
 */
function profileClient(locale: Locale): ProfileClient<MyProfile> {
  return {
    async getProfile() {
      await connectSession();
      return getMyProfile();
    },
    async updateProfile(change) {
      const profile = await updateMyProfile(change);
      await refreshSessionUser();
      return profile;
    },
    async uploadPhoto(file) {
      const profile = await uploadMyPhoto(file);
      await mirrorPhotoURL(profile.photoURL);
      return profile;
    },
    async removePhoto() {
      await removeMyPhoto();
      await mirrorPhotoURL(null);
      return getMyProfile();
    },
    deleteAccount: deleteMyAccount,
    async changeEmail(newEmail) {
      const {auth, sdk, user} = await currentUser();
      auth.languageCode = locale;
      await sdk.verifyBeforeUpdateEmail(user, newEmail, {url: absoluteUrl(localePath('v3-profile', locale))});
    },
    async changePassword(newPassword) {
      const {sdk, user} = await currentUser();
      await sdk.updatePassword(user, newPassword);
      await refreshSessionUser();
    },
    async linkGoogle() {
      const {auth, sdk} = await connectSession();
      if (!auth.currentUser) return;
      await sdk.linkWithPopup(auth.currentUser, new sdk.GoogleAuthProvider());
      await refreshSessionUser();
    },
    async unlink(provider) {
      const {auth, sdk} = await connectSession();
      if (!auth.currentUser) return;
      await sdk.unlink(auth.currentUser, provider);
      await refreshSessionUser();
    },
    signInTime,
    reauthenticateWithPassword,
    reauthenticateWithGoogle,
  };
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
      linkComponent={RouterAuthLink}
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
