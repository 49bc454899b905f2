import {IconButton, Slider, muteIcon, headphonesIcon} from '@nada/ui';
import {Waveform} from '@nada/waveform';
import type {Seconds, WaveformRegion} from '@nada/waveform';
import type {KeyboardEvent} from 'react';
import {useIntl} from 'react-intl';
import {messages} from './messages';
import type {PlaygroundStem, StemLevel} from './types';

/** Props of {@link StemLane}. */
export interface StemLaneProps {
  stem: PlaygroundStem;
  level: StemLevel;
  /** Whether this stem sounds now (not muted, and solo when any stem is). */
  audible: boolean;
  currentTime: Seconds;
  duration: Seconds;
  /** The loop region, drawn on the waveform. */
  regions: WaveformRegion[];
  onLevelChange: (change: Partial<StemLevel>) => void;
  onSeek: (time: Seconds) => void;
  onRegionsChange: (regions: WaveformRegion[]) => void;
  /** Keys pressed while the lane (not one of its controls) has focus. */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** One stem of the playground: its name, mute and solo, volume, pan and waveform. */
export function StemLane({
  stem,
  level,
  audible,
  currentTime,
  duration,
  regions,
  onLevelChange,
  onSeek,
  onRegionsChange,
  onKeyDown,
}: StemLaneProps) {
  const intl = useIntl();
  const percent = (value: number) => intl.formatNumber(value, {style: 'percent'});
  const panText = (pan: number) =>
    intl.formatMessage(messages.panValue, {
      side: pan < 0 ? 'left' : pan > 0 ? 'right' : 'centre',
      amount: percent(Math.abs(pan)),
    });
  return (
    <li
      className="nada-playground__lane"
      data-stem={stem.id}
      data-muted={level.muted || undefined}
      data-solo={level.solo || undefined}
      data-audible={audible}
      tabIndex={0}
      aria-label={intl.formatMessage(messages.laneLabel, {stem: stem.label})}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget) onKeyDown?.(event);
      }}
    >
      <div className="nada-playground__lane-head">
        <span className="nada-playground__stem-name">{stem.label}</span>
        <IconButton
          icon={muteIcon}
          size="sm"
          variant="ghost"
          label={intl.formatMessage(messages.muteStem, {stem: stem.label})}
          pressed={level.muted}
          onPressedChange={(muted) => onLevelChange({muted})}
        />
        <IconButton
          icon={headphonesIcon}
          size="sm"
          variant="ghost"
          label={intl.formatMessage(messages.soloStem, {stem: stem.label})}
          pressed={level.solo}
          onPressedChange={(solo) => onLevelChange({solo})}
        />
        <Slider
          className="nada-playground__volume"
          aria-label={intl.formatMessage(messages.volume, {stem: stem.label})}
          showValue={false}
          min={0}
          max={100}
          step={5}
          value={[Math.round(level.volume * 100)]}
          onValueChange={([value]) => value !== undefined && onLevelChange({volume: value / 100})}
          formatValue={(value) => percent(value / 100)}
        />
        <Slider
          className="nada-playground__pan"
          aria-label={intl.formatMessage(messages.pan, {stem: stem.label})}
          showValue={false}
          min={-100}
          max={100}
          step={10}
          value={[Math.round(level.pan * 100)]}
          onValueChange={([value]) => value !== undefined && onLevelChange({pan: value / 100})}
          formatValue={(value) => panText(value / 100)}
        />
      </div>
      <Waveform
        className="nada-playground__waveform"
        label={intl.formatMessage(messages.waveformLabel, {stem: stem.label})}
        peaks={stem.peaks}
        currentTime={currentTime}
        duration={duration || undefined}
        onSeek={onSeek}
        regions={regions}
        onRegionsChange={onRegionsChange}
        zoomControls={false}
        height={56}
      />
    </li>
  );
}
