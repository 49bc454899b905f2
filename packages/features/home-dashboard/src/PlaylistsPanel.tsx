import {formatClock, Icon, playlistIcon} from '@nada/ui';
import {FormattedMessage} from 'react-intl';
import {HomeLink} from './HomeLink';
import {LoadStatus} from './LoadStatus';
import {messages} from './messages';
import type {HomeData, HomeLinkOptions, HomePlaylist} from './types';
import './homeDashboard.css';

/** Props of {@link PlaylistsPanel}. */
export interface PlaylistsPanelProps extends HomeLinkOptions {
  /** The newest few of the caller's playlists. */
  playlists: HomeData<readonly HomePlaylist[]>;
  /** Reads them again after a failure. */
  onRetry: () => void;
  /** Where all the playlists are. */
  allHref: string;
}

/** A few of the user's playlists, each linking to it, and the way to all of them. */
export function PlaylistsPanel({playlists, onRetry, allHref, linkComponent}: PlaylistsPanelProps) {
  return (
    <section className="home__section home__panel" aria-labelledby="home-playlists-title">
      <div className="home__section-header">
        <h2 id="home-playlists-title" className="home__heading">
          <FormattedMessage {...messages.playlists} />
        </h2>
        <HomeLink className="home__more" href={allHref} linkComponent={linkComponent}>
          <FormattedMessage {...messages.allPlaylists} />
        </HomeLink>
      </div>
      {playlists.status !== 'ready' && (
        <LoadStatus
          status={playlists.status}
          loading={messages.playlistsLoading}
          failed={messages.playlistsFailed}
          onRetry={onRetry}
        />
      )}
      {playlists.status === 'ready' && playlists.data.length === 0 && (
        <p className="home__facts">
          <FormattedMessage {...messages.playlistsEmpty} />
        </p>
      )}
      {playlists.status === 'ready' && playlists.data.length > 0 && (
        <ul className="home__playlists" aria-labelledby="home-playlists-title">
          {playlists.data.map((playlist) => (
            <li key={playlist.id}>
              <HomeLink className="home__playlist" href={playlist.href} linkComponent={linkComponent}>
                <Icon icon={playlistIcon} className="home__playlist-icon" />
                <span className="home__playlist-title">{playlist.title}</span>
                <span className="home__facts">
                  <FormattedMessage {...messages.playlistItems} values={{count: playlist.itemCount}} />
                  {playlist.durationSeconds > 0 && (
                    <span> · {formatClock(playlist.durationSeconds, {rounding: 'nearest'})}</span>
                  )}
                </span>
              </HomeLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
