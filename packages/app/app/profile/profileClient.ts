// The profile page's ProfileClient (@nada/profile): the API's `/api/me` and the signed-in Firebase
// user, each change mirrored into the session (the header's user menu reads it).
import type {ProfileClient} from '@nada/profile';
import {connectSession, toSessionUser} from '../auth/session';
import {absoluteUrl} from '../auth/authPages';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {appStore, currentUserAtom} from '../state/session';
import {
  deleteMyAccount,
  getMyProfile,
  removeMyPhoto,
  updateMyProfile,
  uploadMyPhoto,
  type MyProfile,
} from './profileApi';

const cancelledCode = 'auth/user-cancelled';
const noUser = () => Object.assign(new Error('No signed-in user'), {code: 'auth/user-not-found'});

/** The signed-in Firebase user, or a cancellation the forms take as such. */
async function currentUser() {
  const {auth, sdk} = await connectSession();
  if (!auth.currentUser) throw Object.assign(new Error('Signed out'), {code: cancelledCode});
  return {auth, sdk, user: auth.currentUser};
}

/**
 * Reloads the Firebase user (the API mirrors name and phone number into it) and puts it in the
 * session atom, so the header's user menu shows a new name or photo at once.
 */
async function refreshSessionUser(): Promise<void> {
  const {auth} = await connectSession();
  const user = auth.currentUser;
  if (!user) return;
  await user.reload();
  appStore.set(currentUserAtom, toSessionUser(user));
}

/**
 * Stores the photo's address on the Firebase user as well (the API keeps the file; the user menu
 * and every later page load read the photo from the Firebase user). Null falls back to the sign-in
 * provider's photo (Google's), or none.
 */
async function mirrorPhotoURL(photoURL: string | null): Promise<void> {
  const {auth, sdk} = await connectSession();
  const user = auth.currentUser;
  if (!user) return;
  const providerPhoto = user.providerData.find((info) => info.providerId === 'google.com')?.photoURL ?? null;
  const next = photoURL ? new URL(photoURL, window.location.origin).href : providerPhoto;
  await sdk.updateProfile(user, {photoURL: next});
  await refreshSessionUser();
}

/**
 * The profile's calls: the API's `/api/me`, each change mirrored into the Firebase user, Firebase's
 * email, password and provider changes in the page's language, and the re-authentication of
 * @nada/profile's `useRecentSignIn` and its dialog.
 */
export function profileClient(locale: Locale): ProfileClient<MyProfile> {
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
    /** When the signed-in user last really signed in, from a freshly refreshed ID token; null for nobody. */
    async signInTime() {
      const {auth} = await connectSession();
      const user = auth.currentUser;
      if (!user) return null;
      // Refreshed, not cached: the token's auth_time is the time of the last real sign-in.
      const {authTime} = await user.getIdTokenResult(true);
      return new Date(authTime);
    },
    async reauthenticateWithPassword(password) {
      const {auth, sdk} = await connectSession();
      const user = auth.currentUser;
      if (!user?.email) throw noUser();
      await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
    },
    async reauthenticateWithGoogle() {
      const {auth, sdk} = await connectSession();
      const user = auth.currentUser;
      if (!user) throw noUser();
      await sdk.reauthenticateWithPopup(user, new sdk.GoogleAuthProvider());
    },
  };
}
