// The profile's re-authentication against Firebase, for @nada/profile's useRecentSignIn and its dialog.
import {connectSession} from '../auth/session';

const noUser = () => Object.assign(new Error('No signed-in user'), {code: 'auth/user-not-found'});

/** When the signed-in user last really signed in, from a freshly refreshed ID token; null for nobody. */
export async function signInTime(): Promise<Date | null> {
  const {auth} = await connectSession();
  const user = auth.currentUser;
  if (!user) return null;
  // Refreshed, not cached: the token's auth_time is the time of the last real sign-in.
  const {authTime} = await user.getIdTokenResult(true);
  return new Date(authTime);
}

/** Signs the user in again with their password. */
export async function reauthenticateWithPassword(password: string): Promise<void> {
  const {auth, sdk} = await connectSession();
  const user = auth.currentUser;
  if (!user?.email) throw noUser();
  await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
}

/** Signs the user in again through Google's popup. */
export async function reauthenticateWithGoogle(): Promise<void> {
  const {auth, sdk} = await connectSession();
  const user = auth.currentUser;
  if (!user) throw noUser();
  await sdk.reauthenticateWithPopup(user, new sdk.GoogleAuthProvider());
}
