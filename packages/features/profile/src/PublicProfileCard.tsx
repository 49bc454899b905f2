import {Avatar, EmptyState, playlistIcon} from '@nada/ui';
import {useId, type ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {messages} from './messages';
import {ProfileSection} from './ProfileSection';
import './profile.css';

/** Props of {@link PublicProfileCard}. */
export interface PublicProfileCardProps {
  /** The person's display name. */
  displayName: string;
  /** Address of their photo; initials show without one. */
  photoURL?: string | null;
  /** When they joined, as an ISO 8601 date-time (`GET /api/users/:id` `memberSince`). */
  memberSince: string;
  /** Their public playlists and tracks (the app composes the lists); without it, an empty state saying there are none yet. */
  children?: ReactNode;
}

/** A member's public profile: name, photo, member since, and their public playlists (`children`). */
export function PublicProfileCard({displayName, photoURL, memberSince, children}: PublicProfileCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const joined = new Date(memberSince);
  return (
    <article className="nada-profile__card" aria-labelledby={nameId}>
      <header className="nada-profile__person">
        <Avatar name={displayName} src={photoURL ?? undefined} size="xl" />
        <div className="nada-profile__header">
          <h1 id={nameId} className="nada-profile__name">
            {displayName}
          </h1>
          <p className="nada-profile__lead">
            <FormattedMessage
              {...messages.memberSince}
              values={{
                date: intl.formatDate(joined, {month: 'long', year: 'numeric', timeZone: 'UTC'}),
                time: (chunks) => <time dateTime={memberSince}>{chunks}</time>,
              }}
            />
          </p>
        </div>
      </header>
      <ProfileSection title={<FormattedMessage {...messages.playlistsTitle} />}>
        {children || (
          <EmptyState
            icon={playlistIcon}
            titleAs="h3"
            size="compact"
            title={<FormattedMessage {...messages.playlistsEmpty} />}
            description={<FormattedMessage {...messages.playlistsEmptyText} values={{name: displayName}} />}
          />
        )}
      </ProfileSection>
    </article>
  );
}
