import {Button, formatClock, Slider, Switch, pauseIcon, playIcon} from '@nada/ui';
import {useId} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {mixMessages} from './mixMessages';
import type {StemMixApi} from './useStemMix';
import './player.css';
import './stemMixer.css';

/** Props of {@link StemMixer}. */
export interface StemMixerProps {
  /** The mix from `useStemMix`. */
  mix: StemMixApi;
  /** Called before the mix starts, so the page can pause its other player. */
  onPlay?: () => void;
  /** Level of the heading, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Class name of the outer element. */
  className?: string;
}

/**
 * A light stem mixer: plays a song's stems together, with a mute switch and a volume slider per
 * stem (to keep the guide vocal quiet, say), a play/pause button and the time.
 */
export function StemMixer({mix, onPlay, headingLevel = 3, className}: StemMixerProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const {status} = mix;
  const playing = status === 'playing';
  const classes = ['nada-stem-mixer', className].filter(Boolean).join(' ');

  return (
    <section className={classes} aria-labelledby={headingId} data-status={status}>
      <Heading id={headingId} className="nada-stem-mixer__title">
        <FormattedMessage {...mixMessages.title} />
      </Heading>
      <p className="nada-stem-mixer__hint">
        <FormattedMessage {...mixMessages.hint} />
      </p>
      <div className="nada-stem-mixer__transport">
        <Button
          variant="secondary"
          iconStart={playing ? pauseIcon : playIcon}
          disabled={status === 'loading' || status === 'error'}
          onClick={() => {
            if (playing) return mix.pause();
            onPlay?.();
            void mix.play();
          }}
        >
          <FormattedMessage {...(playing ? mixMessages.pause : mixMessages.play)} />
        </Button>
        <span className="nada-stem-mixer__time">
          {formatClock(mix.currentTime)} / {formatClock(mix.duration, {rounding: 'nearest'})}
        </span>
      </div>
      {status === 'loading' && (
        <p role="status" className="nada-visually-hidden">
          <FormattedMessage {...mixMessages.loading} />
        </p>
      )}
      {status === 'error' && (
        <p role="alert" className="nada-stem-mixer__error">
          <FormattedMessage {...mixMessages.error} />
        </p>
      )}
      <ul className="nada-stem-mixer__stems">
        {mix.stems.map((stem) => {
          const level = mix.levels[stem.id] ?? {volume: 1, muted: false};
          return (
            <li key={stem.id} data-stem={stem.id} data-muted={level.muted || undefined}>
              <span className="nada-stem-mixer__name">{stem.label}</span>
              <Slider
                className="nada-stem-mixer__volume"
                aria-label={intl.formatMessage(mixMessages.volume, {stem: stem.label})}
                showValue={false}
                min={0}
                max={100}
                step={5}
                value={[Math.round(level.volume * 100)]}
                onValueChange={([value]) => value !== undefined && mix.setVolume(stem.id, value / 100)}
                formatValue={(value) => intl.formatNumber(value / 100, {style: 'percent'})}
              />
              <Switch
                className="nada-stem-mixer__mute"
                checked={level.muted}
                onCheckedChange={(muted) => mix.setMuted(stem.id, muted)}
              >
                <FormattedMessage {...mixMessages.mute} values={{stem: stem.label}} />
              </Switch>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
