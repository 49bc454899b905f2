import {Link, useAsyncData} from '@nada/ui';
import {useCallback, useRef, useState, type AnchorHTMLAttributes, type ComponentType} from 'react';
import {FormattedMessage} from 'react-intl';
import {ChangeEmailForm} from './ChangeEmailForm';
import {ChangePasswordForm} from './ChangePasswordForm';
import {DeleteAccountSection} from './DeleteAccountSection';
import {messages} from './messages';
import {ProfileDetailsForm, type ProfileDetailsChange} from './ProfileDetailsForm';
import {ProfileLoadState} from './ProfileLoadState';
import {ProfilePhoto} from './ProfilePhoto';
import {RecentSignInDialog} from './RecentSignInDialog';
import {SignInMethods} from './SignInMethods';
import type {ProfileLocale, ProfileTheme, SignInProvider} from './types';
import {useRecentSignIn} from './useRecentSignIn';
import './profile.css';

/** The signed-in user's profile, as `GET /api/me` gives it. */
export interface ProfileAccount {
  id: string;
  displayName: string | null;
  phoneNumber: string | null;
  email: string | null;
  photoURL: string | null;
  locale: ProfileLocale;
  theme: ProfileTheme;
}

/** What the session knows of the signed-in user: their name, email and sign-in providers. */
export interface ProfileUser {
  displayName: string | null;
  email: string | null;
  /** The sign-in providers linked to the account (`password`, `google.com`). */
  providers: readonly string[];
}

/**
 * How the profile reaches the API (`/api/me`) and the sign-in provider: the app passes its calls in
 * (stories and tests pass fakes). A rejection is explained by the form that made the call.
 */
export interface ProfileClient<Account extends ProfileAccount> {
  getProfile(): Promise<Account>;
  /** Saves name, phone number, language and colour mode. */
  updateProfile(change: ProfileDetailsChange): Promise<Account>;
  uploadPhoto(file: File): Promise<Account>;
  removePhoto(): Promise<Account>;
  /** Deletes the account (asked after a recent sign-in). */
  deleteAccount(): Promise<void>;
  /** Sends a link that changes the sign-in email once followed (asked after a recent sign-in). */
  changeEmail(newEmail: string): Promise<void>;
  /** Sets a new password (asked after a recent sign-in). */
  changePassword(newPassword: string): Promise<void>;
  linkGoogle(): Promise<void>;
  unlink(provider: SignInProvider): Promise<void>;
  /** When the user last really signed in; null for nobody. */
  signInTime(): Promise<Date | null>;
  reauthenticateWithPassword(password: string): Promise<void>;
  reauthenticateWithGoogle(): Promise<void>;
}

/** The app's link component (a router link taking `href`); a plain `<a>` when absent. */
export type ProfileLinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & {href: string}>;

/** Props of {@link ProfileSettings}. */
export interface ProfileSettingsProps<Account extends ProfileAccount> {
  client: ProfileClient<Account>;
  /** The signed-in user; the sections wait for them. */
  user: ProfileUser | null;
  /** Where the user's public profile is. */
  publicProfileHref: (id: string) => string;
  /** A saved language other than the page's: the app moves to the page in that language. */
  onLocaleChange: (locale: ProfileLocale) => void;
  /** A newly saved colour mode: the app applies it at once. */
  onThemeChange: (theme: ProfileTheme) => void;
  /** The account is deleted: the app signs out and leaves the page. */
  onAccountDeleted: () => Promise<void>;
  /** Renders the link to the public profile, so client-side navigation works. */
  linkComponent?: ProfileLinkComponent;
  /** The page's language. */
  locale: ProfileLocale;
}

/**
 * The profile page's content: loads the profile (with a retry), then the photo, the details, email,
 * password, sign-in methods and deletion, asking for a recent sign-in before the sensitive changes.
 */
export function ProfileSettings<Account extends ProfileAccount>({
  client,
  user,
  ...props
}: ProfileSettingsProps<Account>) {
  const loaded = useAsyncData('profile', () => client.getProfile());
  // The profile as the last change returned it, over what was loaded.
  const [latest, setLatest] = useState<Account | null>(null);
  const profile = latest ?? (loaded.status === 'ready' ? loaded.data : null);
  if (profile && user) {
    return <ProfileSections client={client} user={user} profile={profile} onProfile={setLatest} {...props} />;
  }
  return (
    <section className="page-profile">
      <ProfileLoadState status={loaded.status === 'error' ? 'error' : 'loading'} onRetry={loaded.reload} />
    </section>
  );
}

interface ProfileSectionsProps<Account extends ProfileAccount> extends Omit<
  ProfileSettingsProps<Account>,
  'user'
> {
  user: ProfileUser;
  profile: Account;
  onProfile: (profile: Account) => void;
}

function ProfileSections<Account extends ProfileAccount>({
  client,
  user,
  profile,
  onProfile,
  publicProfileHref,
  onLocaleChange,
  onThemeChange,
  onAccountDeleted,
  linkComponent: LinkComponent,
  locale,
}: ProfileSectionsProps<Account>) {
  const providers = user.providers;
  const hasPassword = providers.includes('password');
  const email = user.email ?? profile.email ?? '';
  const {withRecentSignIn, dialog} = useRecentSignIn({signInTime: client.signInTime});
  const name = profile.displayName || user.displayName || email;

  // The preferences as saved before this change: only a changed one switches the page's language
  // or colour mode (the stored language may differ from the one the page is read in).
  const before = useRef({locale: profile.locale, theme: profile.theme});
  const saveDetails = useCallback(
    async (change: ProfileDetailsChange) => {
      before.current = {locale: profile.locale, theme: profile.theme};
      onProfile(await client.updateProfile(change));
    },
    [client, onProfile, profile.locale, profile.theme],
  );

  const handleDetailsSaved = useCallback(
    (change: ProfileDetailsChange) => {
      if (change.theme !== before.current.theme) onThemeChange(change.theme);
      if (change.locale !== before.current.locale && change.locale !== locale) onLocaleChange(change.locale);
    },
    [locale, onLocaleChange, onThemeChange],
  );

  const publicHref = publicProfileHref(profile.id);
  const publicLink = <FormattedMessage {...messages.publicLink} />;
  return (
    <section className="page-profile" aria-labelledby="page-profile-title">
      <header className="page-profile__header">
        <h1 id="page-profile-title" className="nada-page-title">
          <FormattedMessage {...messages.pageTitle} />
        </h1>
        <Link asChild>
          {LinkComponent ? (
            <LinkComponent href={publicHref}>{publicLink}</LinkComponent>
          ) : (
            <a href={publicHref}>{publicLink}</a>
          )}
        </Link>
      </header>
      <ProfilePhoto
        name={name}
        photoURL={profile.photoURL}
        upload={async (file) => onProfile(await client.uploadPhoto(file))}
        remove={async () => onProfile(await client.removePhoto())}
      />
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
      {hasPassword && email && (
        <ChangeEmailForm
          currentEmail={email}
          changeEmail={(newEmail) => withRecentSignIn(() => client.changeEmail(newEmail))}
        />
      )}
      <ChangePasswordForm
        changePassword={(newPassword) => withRecentSignIn(() => client.changePassword(newPassword))}
        hasPassword={hasPassword}
        email={email || undefined}
      />
      <SignInMethods linked={providers} linkGoogle={client.linkGoogle} unlink={client.unlink} />
      <DeleteAccountSection
        email={email || null}
        deleteAccount={async () => {
          await withRecentSignIn(client.deleteAccount);
          await onAccountDeleted();
        }}
      />
      <RecentSignInDialog
        {...dialog}
        email={email}
        hasPassword={hasPassword}
        reauthenticateWithPassword={client.reauthenticateWithPassword}
        reauthenticateWithGoogle={client.reauthenticateWithGoogle}
      />
    </section>
  );
}
