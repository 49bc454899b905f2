import type {ProfileAccount, ProfileClient, ProfileUser} from '../ProfileSettings';

/** A member with a password and Google linked. */
export const storyAccount: ProfileAccount = {
  id: 'u1',
  displayName: 'Sari Wulandari',
  phoneNumber: '+6281234567890',
  email: 'sari@example.com',
  photoURL: null,
  locale: 'id',
  theme: 'system',
};

/** The session's side of {@link storyAccount}. */
export const storyUser: ProfileUser = {
  displayName: 'Sari Wulandari',
  email: 'sari@example.com',
  providers: ['password', 'google.com'],
};

/** A client over {@link storyAccount}: reads answer it (or never, or fail), changes succeed. */
export function fakeProfileClient(
  profile: ProfileAccount | 'loading' | 'error' = storyAccount,
): ProfileClient<ProfileAccount> {
  const read = (): Promise<ProfileAccount> =>
    profile === 'loading'
      ? new Promise(() => {})
      : profile === 'error'
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(profile);
  return {
    getProfile: read,
    updateProfile: async (change) => ({...(await read()), ...change}),
    uploadPhoto: read,
    removePhoto: read,
    deleteAccount: async () => {},
    changeEmail: async () => {},
    changePassword: async () => {},
    linkGoogle: async () => {},
    unlink: async () => {},
    signInTime: async () => new Date(),
    reauthenticateWithPassword: async () => {},
    reauthenticateWithGoogle: async () => {},
  };
}
