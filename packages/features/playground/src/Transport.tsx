import {Button, IconButton, Slider, formatClock, helpIcon, pauseIcon, playIcon, repeatIcon} from '@nada/ui';
import type {Seconds} from '@nada/waveform';
import {FormattedMessage, useIntl} from 'react-intl';
import {MIX_LIMITS} from './mixMath';
import {messages} from './messages';
import type {MixLoop, PlaygroundStatus} from './types';

/** Props of {@link PlaygroundTransport}. */
export interface PlaygroundTransportProps {
  status: PlaygroundStatus;
  currentTime: Seconds;
  duration: Seconds;
  semitones: number;
  /** 1 is as recorded. */
  tempo: number;
  loop: MixLoop | null;
  onToggle: () => void;
  onSemitonesChange: (semitones: number) => void;
  onTempoChange: (tempo: number) => void;
  onToggleLoop: () => void;
  onShowShortcuts: () => void;
}

/** Play/pause and the time, the master key and tempo, the loop switch and the shortcuts button. */
export function PlaygroundTransport({
  status,
  currentTime,
  duration,
  semitones,
  tempo,
  loop,
  onToggle,
  onSemitonesChange,
  onTempoChange,
  onToggleLoop,
  onShowShortcuts,
}: PlaygroundTransportProps) {
  const intl = useIntl();
  const playing = status === 'playing';
  const disabled = status === 'loading' || status === 'error';
  const keyText = (value: number) =>
    intl.formatMessage(messages.keyValue, {semitones: value, sign: value > 0 ? '+' : ''});
  return (
    <div className="nada-playground__transport" data-status={status}>
      <Button
        variant="primary"
        iconStart={playing ? pauseIcon : playIcon}
        disabled={disabled}
        onClick={onToggle}
      >
        <FormattedMessage {...(playing ? messages.pause : messages.play)} />
      </Button>
      <span className="nada-playground__time" data-testid="playground-time">
        {formatClock(currentTime)} / {formatClock(duration, {rounding: 'nearest'})}
      </span>
      <Slider
        className="nada-playground__key"
        label={intl.formatMessage(messages.key)}
        min={MIX_LIMITS.minSemitones}
        max={MIX_LIMITS.maxSemitones}
        step={1}
        value={[semitones]}
        onValueChange={([value]) => value !== undefined && onSemitonesChange(value)}
        formatValue={keyText}
      />
      <Slider
        className="nada-playground__tempo"
        label={intl.formatMessage(messages.tempo)}
        min={MIX_LIMITS.minTempo * 100}
        max={MIX_LIMITS.maxTempo * 100}
        step={5}
        value={[Math.round(tempo * 100)]}
        onValueChange={([value]) => value !== undefined && onTempoChange(value / 100)}
        formatValue={(value) => intl.formatNumber(value / 100, {style: 'percent'})}
      />
      <div className="nada-playground__loop">
        <IconButton
          icon={repeatIcon}
          variant="secondary"
          label={intl.formatMessage(messages.loop)}
          pressed={loop?.enabled ?? false}
          onPressedChange={onToggleLoop}
          disabled={disabled}
        />
        <span className="nada-playground__loop-text">
          {loop ? (
            <FormattedMessage
              {...messages.loopRegion}
              values={{start: formatClock(loop.start), end: formatClock(loop.end)}}
            />
          ) : (
            <FormattedMessage {...messages.noLoop} />
          )}
        </span>
      </div>
      <IconButton
        icon={helpIcon}
        variant="ghost"
        label={intl.formatMessage(messages.shortcuts)}
        onClick={onShowShortcuts}
      />
    </div>
  );
}
