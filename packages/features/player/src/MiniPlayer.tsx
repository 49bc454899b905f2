import {formatClock, IconButton, Progress, closeIcon, expandIcon, nextIcon, repeatIcon} from '@nada/ui';
import {FormattedMessage, useIntl} from 'react-intl';
import {messages} from './messages';
import {playerErrorMessages} from './playerErrors';
import {usePlayer} from './PlayerProvider';
import {PlayPauseButton} from './Transport';
import './player.css';

/** Props of {@link MiniPlayer}. */
export interface MiniPlayerProps {
  /** Opens the full player (the app navigates or opens a sheet); without it there is no expand button. */
  onExpand?: () => void;
  /** Called after the close button stopped playback and emptied the queue. */
  onClose?: () => void;
  /** Sticks to the bottom of the window; `false` lays it out in place (stories, a sidebar). @default true */
  fixed?: boolean;
  /** Class name of the outer element. */
  className?: string;
}

/**
 * The compact bar at the bottom of every page: title, progress, play/pause, next, open and close.
 * It renders nothing while no track is loaded, and keeps playing as pages change (the player lives
 * in the provider, not here).
 */
export function MiniPlayer({onExpand, onClose, fixed = true, className}: MiniPlayerProps) {
  const intl = useIntl();
  const player = usePlayer();
  const {current, duration} = player;
  // Nothing to show, or the full player is in view with the same controls.
  if (!current || player.fullViewOnScreen) return null;
  const variant = current.variants?.find((item) => item.id === player.activeVariantId);
  const subtitle = [current.subtitle, variant?.label].filter(Boolean).join(' · ');

  function handleClose() {
    player.clear();
    onClose?.();
  }

  return (
    <section
      className={['nada-mini-player', className].filter(Boolean).join(' ')}
      aria-label={intl.formatMessage(messages.miniRegion)}
      data-status={player.status}
      data-fixed={fixed || undefined}
    >
      <Progress
        className="nada-mini-player__progress"
        label={intl.formatMessage(messages.time, {
          current: formatClock(player.currentTime),
          duration: formatClock(duration, {rounding: 'nearest'}),
        })}
        hideLabel
        size="sm"
        value={duration > 0 ? Math.min(100, (player.currentTime / duration) * 100) : 0}
      />
      <div className="nada-mini-player__body">
        {current.artworkUrl && <img className="nada-mini-player__artwork" src={current.artworkUrl} alt="" />}
        <div className="nada-mini-player__titles">
          <p className="nada-mini-player__title">{current.title}</p>
          {player.error ? (
            <p className="nada-mini-player__error" role="alert">
              <FormattedMessage {...playerErrorMessages[player.error.code]} />
            </p>
          ) : (
            subtitle && <p className="nada-mini-player__subtitle">{subtitle}</p>
          )}
        </div>
        <div className="nada-mini-player__actions">
          {player.error ? (
            <IconButton
              icon={repeatIcon}
              variant="primary"
              label={intl.formatMessage(messages.retry)}
              onClick={() => void player.retry()}
            />
          ) : (
            <PlayPauseButton player={player} size="md" />
          )}
          <IconButton
            icon={nextIcon}
            className="nada-mini-player__next"
            label={intl.formatMessage(messages.next)}
            onClick={player.next}
          />
          {onExpand && (
            <IconButton icon={expandIcon} label={intl.formatMessage(messages.expand)} onClick={onExpand} />
          )}
          <IconButton icon={closeIcon} label={intl.formatMessage(messages.close)} onClick={handleClose} />
        </div>
      </div>
    </section>
  );
}
