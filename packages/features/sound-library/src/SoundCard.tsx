import {Badge, IconButton, downloadIcon, pauseIcon, playIcon, playlistIcon} from '@nada/ui';
import {useIntl} from 'react-intl';
import {categoryLabel, formatKey, formatLength, kindLabel, titleIn} from './format';
import {messages} from './messages';
import type {SoundSummary, SoundView} from './types';
import './soundLibrary.css';

/** Props of {@link SoundCard}. */
export interface SoundCardProps {
  sound: SoundSummary;
  /** A card in the grid or a row in the list. @default 'grid' */
  view?: SoundView;
  /** Whether this sound is the one playing in the player. @default false */
  playing?: boolean;
  /** Plays the sound, or pauses it while it plays. */
  onTogglePlay?: () => void;
  /** Opens "add to playlist" for the sound; without it the button is not shown. */
  onAddToPlaylist?: () => void;
  /** Downloads the sound; without it the button is not shown. */
  onDownload?: () => void;
  /** Heading level of the title, to fit the page outline. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/** A small waveform drawn from column heights (0..1), mirrored around the middle line. */
export function MiniWaveform({peaks, label}: {peaks: readonly number[] | null | undefined; label: string}) {
  const columns = peaks && peaks.length > 0 ? peaks : [];
  const width = Math.max(columns.length, 1) * 3;
  return (
    <svg
      className="nada-sound-wave"
      viewBox={`0 0 ${width} 40`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-empty={columns.length === 0 || undefined}
    >
      {columns.length === 0 ? (
        <rect x="0" y="19.5" width={width} height="1" />
      ) : (
        columns.map((height, index) => {
          const h = Math.max(1, Math.min(1, Math.max(0, height)) * 38);
          return <rect key={index} x={index * 3} y={20 - h / 2} width="2" height={h} rx="0.5" />;
        })
      )}
    </svg>
  );
}

/**
 * One sound of the library, as a card (grid) or a row (list): its title in the page's language,
 * category, type, tempo, key, length and a small waveform, with play or pause, add to playlist and
 * download.
 */
export function SoundCard({
  sound,
  view = 'grid',
  playing = false,
  onTogglePlay,
  onAddToPlaylist,
  onDownload,
  titleAs: Title = 'h3',
}: SoundCardProps) {
  const intl = useIntl();
  const title = titleIn(sound.title, intl.locale);
  const facts = [
    sound.bpm === null ? null : intl.formatMessage(messages.bpmValue, {bpm: Math.round(sound.bpm)}),
    sound.key === null ? null : formatKey(intl, sound.key),
    formatLength(sound.durationSeconds),
  ].filter((fact): fact is string => fact !== null);

  return (
    <article
      className="nada-sound-card"
      data-view={view}
      data-playing={playing || undefined}
      data-sound-id={sound.id}
      aria-label={title}
    >
      <IconButton
        className="nada-sound-card__play"
        icon={playing ? pauseIcon : playIcon}
        variant={playing ? 'primary' : 'secondary'}
        label={intl.formatMessage(playing ? messages.pause : messages.play, {title})}
        pressed={playing}
        onClick={onTogglePlay}
      />
      <div className="nada-sound-card__body">
        <Title className="nada-sound-card__title">{title}</Title>
        <div className="nada-sound-card__badges">
          <Badge size="sm" tone="primary">
            {categoryLabel(intl, sound.category)}
          </Badge>
          <Badge size="sm">{kindLabel(intl, sound.kind)}</Badge>
        </div>
        <p className="nada-sound-muted nada-sound-card__facts">{facts.join(' · ')}</p>
      </div>
      <MiniWaveform peaks={sound.peaks} label={intl.formatMessage(messages.waveformLabel, {title})} />
      <div className="nada-sound-card__actions">
        {onAddToPlaylist && (
          <IconButton
            icon={playlistIcon}
            variant="ghost"
            size="sm"
            label={intl.formatMessage(messages.addToPlaylist, {title})}
            onClick={onAddToPlaylist}
          />
        )}
        {onDownload && (
          <IconButton
            icon={downloadIcon}
            variant="ghost"
            size="sm"
            label={intl.formatMessage(messages.download, {title})}
            onClick={onDownload}
          />
        )}
      </div>
    </article>
  );
}
