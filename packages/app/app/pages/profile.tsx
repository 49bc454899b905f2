import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccountSection,
  ProfileDetailsForm,
  ProfileLoadState,
  ProfilePhoto,
  RecentSignInDialog,
  SignInMethods,
  useRecentSignIn,
  type ProfileDetailsChange,
} from '@nada/profile';
import {Link as UiLink, useTheme} from '@nada/ui';
import {useAtomValue} from 'jotai';
import {useCallback, useEffect, useRef, useState} from 'react';
import {FormattedMessage} from 'react-intl';
import {Link, useNavigate} from 'react-router';
import {absoluteUrl, usePageLocale} from '../auth/authPages';
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
import {profilePageMessages} from '../profile/profilePageMessages';
import {reauthenticateWithGoogle, reauthenticateWithPassword, signInTime} from '../profile/reauthenticate';
import {mirrorPhotoURL, refreshSessionUser} from '../profile/sessionUser';
import {localeCookie} from '../routing/locales';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import {currentUserAtom, type SessionUser} from '../state/session';
import type {Route} from './+types/profile';
import '../profile/profile.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The profile's and the sign-in forms' texts travel with this page's data (see the route table).
export function loader({request}: Route.LoaderArgs) {
  return {messages: pageMessagesFor(request, 'v3-profile')};
}

/** `/v3/profile`: the signed-in user's details, photo, email, password, sign-in methods and deletion. */
export default function Profile({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ProfileLoader />
    </PageMessages>
  );
}

type Loaded = {status: 'loading'} | {status: 'error'} | {status: 'ready'; profile: MyProfile};

function ProfileLoader() {
  const user = useAtomValue(currentUserAtom);
  const [loaded, setLoaded] = useState<Loaded>({status: 'loading'});
  const load = useCallback(() => {
    setLoaded({status: 'loading'});
    getMyProfile().then(
      (profile) => setLoaded({status: 'ready', profile}),
      (error: unknown) => {
        console.warn('GET /api/me failed', error);
        setLoaded({status: 'error'});
      },
    );
  }, []);
  useEffect(() => {
    void connectSession().then(load);
  }, [load]);

  if (loaded.status === 'ready' && user) {
    return (
      <ProfileSections
        profile={loaded.profile}
        user={user}
        onProfile={(profile) => setLoaded({status: 'ready', profile})}
      />
    );
  }
  return (
    <section className="page-profile">
      <ProfileLoadState status={loaded.status === 'error' ? 'error' : 'loading'} onRetry={load} />
    </section>
  );
}

const cancelledCode = 'auth/user-cancelled';

function ProfileSections({
  profile,
  user,
  onProfile,
}: {
  profile: MyProfile;
  user: SessionUser;
  onProfile: (profile: MyProfile) => void;
}) {
  const locale = usePageLocale();
  const navigate = useNavigate();
  const {setMode} = useTheme();
  const providers = user.providerData.map((info) => info.providerId);
  const hasPassword = providers.includes('password');
  const email = user.email ?? profile.email ?? '';
  const {withRecentSignIn, dialog} = useRecentSignIn({signInTime});
  const name = profile.displayName || user.displayName || email;

  // The preferences as saved before this change: only a changed one switches the page's language
  // or colour mode (the stored language may differ from the one the page is read in).
  const before = useRef({locale: profile.locale, theme: profile.theme});
  const saveDetails = useCallback(
    async (change: ProfileDetailsChange) => {
      before.current = {locale: profile.locale, theme: profile.theme};
      onProfile(await updateMyProfile(change));
      await refreshSessionUser();
    },
    [onProfile, profile.locale, profile.theme],
  );

  const handleDetailsSaved = useCallback(
    (change: ProfileDetailsChange) => {
      if (change.theme !== before.current.theme) setMode(change.theme);
      if (change.locale !== before.current.locale && change.locale !== locale) {
        document.cookie = localeCookie(change.locale);
        void navigate(localePath('v3-profile', change.locale));
      }
    },
    [locale, navigate, setMode],
  );

  const uploadPhoto = useCallback(
    async (file: File) => {
      const next = await uploadMyPhoto(file);
      onProfile(next);
      await mirrorPhotoURL(next.photoURL);
    },
    [onProfile],
  );

  const removePhoto = useCallback(async () => {
    await removeMyPhoto();
    await mirrorPhotoURL(null);
    onProfile(await getMyProfile());
  }, [onProfile]);

  const changeEmail = useCallback(
    (newEmail: string) =>
      withRecentSignIn(async () => {
        const {auth, sdk} = await connectSession();
        if (!auth.currentUser) throw Object.assign(new Error('Signed out'), {code: cancelledCode});
        auth.languageCode = locale;
        await sdk.verifyBeforeUpdateEmail(auth.currentUser, newEmail, {
          url: absoluteUrl(localePath('v3-profile', locale)),
        });
      }),
    [withRecentSignIn, locale],
  );

  const changePassword = useCallback(
    (newPassword: string) =>
      withRecentSignIn(async () => {
        const {auth, sdk} = await connectSession();
        if (!auth.currentUser) throw Object.assign(new Error('Signed out'), {code: cancelledCode});
        await sdk.updatePassword(auth.currentUser, newPassword);
        await refreshSessionUser();
      }),
    [withRecentSignIn],
  );

  const linkGoogle = useCallback(async () => {
    const {auth, sdk} = await connectSession();
    if (!auth.currentUser) return;
    await sdk.linkWithPopup(auth.currentUser, new sdk.GoogleAuthProvider());
    await refreshSessionUser();
  }, []);

  const unlink = useCallback(async (provider: string) => {
    const {auth, sdk} = await connectSession();
    if (!auth.currentUser) return;
    await sdk.unlink(auth.currentUser, provider);
    await refreshSessionUser();
  }, []);

  const deleteAccount = useCallback(async () => {
    await withRecentSignIn(deleteMyAccount);
    // Leave the private page first, so the sign-out does not send the visitor to the sign-in page.
    await navigate(localePath('landing', locale));
    await signOutBecause('account-deleted');
  }, [withRecentSignIn, navigate, locale]);

  return (
    <section className="page-profile" aria-labelledby="page-profile-title">
      <header className="page-profile__header">
        <h1 id="page-profile-title" className="page-profile__title">
          <FormattedMessage {...profilePageMessages.title} />
        </h1>
        <UiLink asChild>
          <Link to={localePath('v3-profile-id', locale, {id: profile.id})}>
            <FormattedMessage {...profilePageMessages.publicLink} />
          </Link>
        </UiLink>
      </header>
      <ProfilePhoto name={name} photoURL={profile.photoURL} upload={uploadPhoto} remove={removePhoto} />
      <ProfileDetailsForm
        defaultValues={{
          displayName: profile.displayName ?? user.displayName ?? '',
          phoneNumber: profile.phoneNumber ?? '',
          locale: profile.locale,
          theme: profile.theme,
        }}
        save={saveDetails}
        onSuccess={handleDetailsSaved}
      />
      {hasPassword && email && <ChangeEmailForm currentEmail={email} changeEmail={changeEmail} />}
      <ChangePasswordForm
        changePassword={changePassword}
        hasPassword={hasPassword}
        email={email || undefined}
      />
      <SignInMethods linked={providers} linkGoogle={linkGoogle} unlink={unlink} />
      <DeleteAccountSection email={email || null} deleteAccount={deleteAccount} />
      <RecentSignInDialog
        {...dialog}
        email={email}
        hasPassword={hasPassword}
        reauthenticateWithPassword={reauthenticateWithPassword}
        reauthenticateWithGoogle={reauthenticateWithGoogle}
      />
    </section>
  );
}
