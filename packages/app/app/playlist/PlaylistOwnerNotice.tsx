import {Icon, Link as UiLink, lockIcon} from '@nada/ui';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link} from 'react-router';
import {sessionMessages} from '../auth/sessionMessages';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {playlistMessages} from './playlistMessages';

/** Props of {@link PlaylistOwnerNotice}. */
export interface PlaylistOwnerNoticeProps {
  /** The owner's user id: their public profile's. */
  ownerId: string;
  /** The owner's display name; "Nada member" in the page's language without one. */
  ownerName: string | null;
  /** Whether the visitor is signed in (as someone else): they are told only the owner changes it. */
  signedIn: boolean;
  /** The page's language, for the profile's address. */
  locale: Locale;
}

/**
 * The notice above a public playlist opened by someone other than its owner: whose it is, the name
 * a link to their public profile (issue 42: a visitor signed out read "…only another Nada member can
 * change it", with no one named).
 */
export function PlaylistOwnerNotice({ownerId, ownerName, signedIn, locale}: PlaylistOwnerNoticeProps) {
  const intl = useIntl();
  const name = ownerName || intl.formatMessage(sessionMessages.fallbackName);
  return (
    <p className="page-playlist__notice" data-read-only="">
      <Icon icon={lockIcon} />
      <span>
        <FormattedMessage
          {...(signedIn ? playlistMessages.readOnly : playlistMessages.readOnlyGuest)}
          values={{
            name,
            owner: (chunks) => (
              <UiLink asChild>
                <Link to={localePath('v3-profile-id', locale, {id: ownerId})}>{chunks}</Link>
              </UiLink>
            ),
          }}
        />
      </span>
    </p>
  );
}
