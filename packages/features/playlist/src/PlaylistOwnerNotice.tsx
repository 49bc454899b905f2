import {Icon, Link as UiLink, lockIcon} from '@nada/ui';
import {FormattedMessage} from 'react-intl';
import {messages} from './messages';
import {PlaylistLink, usePlaylists} from './PlaylistsProvider';
import './playlist.css';

/** Props of {@link PlaylistOwnerNotice}. */
export interface PlaylistOwnerNoticeProps {
  /** The owner's user id: their public profile's. */
  ownerId: string;
  /** The owner's display name; `unnamedOwner` without one. */
  ownerName: string | null;
  /** What an owner without a display name is called ("Nada member" in the page's language). */
  unnamedOwner: string;
  /** Whether the visitor is signed in (as someone else): they are told only the owner changes it. */
  signedIn: boolean;
  /** Where a visitor who is not signed in signs in (and comes back here); without it, no such link. */
  signInHref?: string;
}

/**
 * The notice above a public playlist opened by someone other than its owner: whose it is, the name
 * a link to their public profile (issue 42: a visitor signed out read "…only another Nada member can
 * change it", with no one named).
 */
export function PlaylistOwnerNotice({
  ownerId,
  ownerName,
  unnamedOwner,
  signedIn,
  signInHref,
}: PlaylistOwnerNoticeProps) {
  const {profileHref} = usePlaylists();
  return (
    <p className="nada-playlist-page__notice" data-read-only="">
      <Icon icon={lockIcon} />
      <span>
        <FormattedMessage
          {...(signedIn ? messages.readOnly : messages.readOnlyGuest)}
          values={{
            name: ownerName || unnamedOwner,
            owner: (chunks) => (
              <UiLink asChild>
                <PlaylistLink href={profileHref(ownerId)}>{chunks}</PlaylistLink>
              </UiLink>
            ),
          }}
        />
        {!signedIn && signInHref && (
          <>
            {' '}
            <FormattedMessage
              {...messages.signInToMake}
              values={{
                signIn: (chunks) => (
                  <UiLink asChild>
                    <PlaylistLink href={signInHref}>{chunks}</PlaylistLink>
                  </UiLink>
                ),
              }}
            />
          </>
        )}
      </span>
    </p>
  );
}
