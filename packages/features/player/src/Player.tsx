import {Button, formatClock, IconButton, Slider, muteIcon, repeatIcon, volumeIcon} from '@nada/ui';
import {useSpokenTime, Waveform, waveformMessages, type WaveformRegion} from '@nada/waveform';
import {useEffect, useId, useRef, useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {messages} from './messages';
import {playerErrorMessages} from './playerErrors';
import {useFullViewOnScreen, usePlayer, type PlayerApi} from './PlayerProvider';
import {Transport} from './Transport';
import {VariantSwitch} from './VariantSwitch';
import './player.css';

/** Props of {@link Player}. */
export interface PlayerProps {
  /** Shows the queue under the controls. @default false */
  showQueue?: boolean;
  /** Level of the track title's heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Class name of the outer element. */
  className?: string;
  /**
   * Moves focus to the play/pause button when the player appears, for a player that replaces the
   * button that started it (a "Listen" button), so focus is not lost to the page. @default false
   */
  focusOnMount?: boolean;
}

const LOOP_ID = 'loop';

function loopRegions(player: PlayerApi): WaveformRegion[] {
  return player.loop ? [{id: LOOP_ID, start: player.loop.start, end: player.loop.end}] : [];
}

/**
 * The full player of the nearest PlayerProvider: title and subtitle (with the version playing), the waveform (or a position slider when the
 * track has no peaks), time, transport, volume, the A/B switch for tracks with variants, errors with
 * a retry, and optionally the queue.
 */
export function Player({showQueue = false, headingLevel = 2, className, focusOnMount = false}: PlayerProps) {
  const intl = useIntl();
  const spoken = useSpokenTime();
  const titleId = useId();
  const variantId = useId();
  const player = usePlayer();
  const [section, setSection] = useState<HTMLElement | null>(null);
  useFullViewOnScreen(section);
  const playRef = useRef<HTMLButtonElement>(null);
  // Once, when the player appears: later renders must not pull focus back from where the person went.
  const focusOnFirstRender = useRef(focusOnMount);
  useEffect(() => {
    if (focusOnFirstRender.current) playRef.current?.focus();
  }, []);
  const {current, status} = player;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const classes = ['nada-player', className].filter(Boolean).join(' ');

  if (!current) {
    return (
      <section
        ref={setSection}
        className={classes}
        aria-label={intl.formatMessage(messages.region)}
        data-status={status}
      >
        <div className="nada-player__idle">
          <Heading className="nada-player__title">
            <FormattedMessage {...messages.idleTitle} />
          </Heading>
          <p className="nada-player__subtitle">
            <FormattedMessage {...messages.idleText} />
          </p>
        </div>
        <Transport player={player} playRef={playRef} />
      </section>
    );
  }

  const variant = current.variants?.find((item) => item.id === player.activeVariantId);
  // The version playing is named under the title too (as in the mini-player), and in the region's
  // name, so a result reads "Song / Minus one" and its player is not a second region named after
  // the song alone (issue 19).
  const subtitle =
    current.subtitle || variant ? (
      <>
        {current.subtitle}
        {current.subtitle && variant && ' · '}
        {variant && <span id={variantId}>{variant.label}</span>}
      </>
    ) : null;
  const peaks = variant?.peaks !== undefined ? variant.peaks : current.peaks;
  const duration = player.duration;
  const timeText = (
    <span className="nada-player__time" aria-hidden>
      <FormattedMessage
        {...messages.time}
        values={{
          current: formatClock(player.currentTime),
          duration: formatClock(duration, {rounding: 'nearest'}),
        }}
      />
    </span>
  );

  return (
    <section
      ref={setSection}
      className={classes}
      aria-labelledby={variant ? `${titleId} ${variantId}` : titleId}
      data-status={status}
    >
      <div className="nada-player__header">
        {current.artworkUrl && <img className="nada-player__artwork" src={current.artworkUrl} alt="" />}
        <div className="nada-player__titles">
          <Heading id={titleId} className="nada-player__title">
            {current.title}
          </Heading>
          {subtitle && <p className="nada-player__subtitle">{subtitle}</p>}
        </div>
        {current.variants && current.variants.length > 1 && (
          <VariantSwitch
            variants={current.variants}
            value={player.activeVariantId}
            onValueChange={player.selectVariant}
          />
        )}
      </div>

      {peaks !== undefined ? (
        <Waveform
          label={intl.formatMessage(messages.position)}
          peaks={peaks}
          currentTime={player.currentTime}
          duration={duration || undefined}
          onSeek={player.seek}
          footer={timeText}
          regions={loopRegions(player)}
          onRegionsChange={(regions) =>
            player.setLoop(regions.find((region) => region.id === LOOP_ID) ?? null)
          }
        />
      ) : (
        <Slider
          className="nada-player__position"
          aria-label={intl.formatMessage(messages.position)}
          showValue={false}
          min={0}
          max={Math.max(duration, 1)}
          step={1}
          value={[Math.min(player.currentTime, Math.max(duration, 1))]}
          onValueChange={([time]) => time !== undefined && player.seek(time)}
          formatValue={(time) =>
            intl.formatMessage(waveformMessages.position, {
              position: spoken(time),
              duration: spoken(duration),
            })
          }
          disabled={duration <= 0}
        />
      )}
      {peaks === undefined && timeText}

      {status === 'loading' && (
        <p className="nada-visually-hidden" role="status">
          <FormattedMessage {...messages.loading} />
        </p>
      )}
      {player.error && (
        <div className="nada-player__error" role="alert">
          <p>
            <FormattedMessage {...playerErrorMessages[player.error.code]} />
          </p>
          <Button variant="secondary" size="sm" iconStart={repeatIcon} onClick={() => void player.retry()}>
            <FormattedMessage {...messages.retry} />
          </Button>
        </div>
      )}

      <div className="nada-player__controls">
        <Transport player={player} playRef={playRef} />
        <div className="nada-player__volume">
          <IconButton
            icon={player.muted || player.volume === 0 ? muteIcon : volumeIcon}
            label={intl.formatMessage(player.muted ? messages.unmute : messages.mute)}
            pressed={player.muted}
            onPressedChange={player.setMuted}
          />
          <Slider
            className="nada-player__volume-slider"
            aria-label={intl.formatMessage(messages.volume)}
            showValue={false}
            min={0}
            max={100}
            step={5}
            value={[Math.round((player.muted ? 0 : player.volume) * 100)]}
            onValueChange={([value]) => {
              if (value === undefined) return;
              player.setVolume(value / 100);
              if (player.muted && value > 0) player.setMuted(false);
            }}
            formatValue={(value) => intl.formatNumber(value / 100, {style: 'percent'})}
          />
        </div>
      </div>

      {showQueue && player.queue.length > 0 && <Queue player={player} />}
    </section>
  );
}

/** The queued tracks; the current one is marked and any other plays when chosen. */
function Queue({player}: {player: PlayerApi}) {
  const headingId = useId();
  return (
    <div className="nada-player__queue">
      <h3 id={headingId} className="nada-player__queue-title">
        <FormattedMessage {...messages.queueTitle} />{' '}
        <span className="nada-player__queue-count">
          <FormattedMessage {...messages.queueCount} values={{count: player.queue.length}} />
        </span>
      </h3>
      <ol className="nada-player__queue-list" aria-labelledby={headingId}>
        {player.queue.map((track, index) => {
          const isCurrent = index === player.index;
          return (
            <li key={`${track.id}-${index}`}>
              <button
                type="button"
                className="nada-player__queue-item"
                aria-current={isCurrent || undefined}
                onClick={() => player.playAt(index)}
              >
                <span className="nada-player__queue-text">
                  <span className="nada-player__queue-name">{track.title}</span>
                  {track.subtitle && <span className="nada-player__queue-sub">{track.subtitle}</span>}
                </span>
                {isCurrent && (
                  <span className="nada-player__queue-now">
                    <FormattedMessage {...messages.nowPlaying} />
                  </span>
                )}
                {track.durationSeconds !== undefined && (
                  <span className="nada-player__queue-duration">{formatClock(track.durationSeconds)}</span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
