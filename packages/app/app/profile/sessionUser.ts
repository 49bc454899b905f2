import {connectSession, toSessionUser} from '../auth/session';
import {appStore, currentUserAtom} from '../state/session';

/**
 * Reloads the Firebase user (the API mirrors name and phone number into it) and puts it in the
 * session atom, so the header's user menu shows a new name or photo at once.
 */
export async function refreshSessionUser(): Promise<void> {
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
export async function mirrorPhotoURL(photoURL: string | null): Promise<void> {
  const {auth, sdk} = await connectSession();
  const user = auth.currentUser;
  if (!user) return;
  const providerPhoto = user.providerData.find((info) => info.providerId === 'google.com')?.photoURL ?? null;
  const next = photoURL ? new URL(photoURL, window.location.origin).href : providerPhoto;
  await sdk.updateProfile(user, {photoURL: next});
  await refreshSessionUser();
}
