import {Button, formatClock} from '@nada/ui';
import type {WaveformRegion} from '@nada/waveform';
import {LOOP_REGION_ID} from '@nada/waveform';
import {useEffect, useRef, useState} from 'react';
import type {KeyboardEvent} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {MarkerList} from './MarkerList';
import {messages} from './messages';
import {effectiveGains} from './mixMath';
import {ShortcutsDialog} from './ShortcutsDialog';
import {StemLane} from './StemLane';
import {PlaygroundTransport} from './Transport';
import type {PlaygroundMixApi} from './usePlaygroundMix';
import './playground.css';

/** Props of {@link Playground}. */
export interface PlaygroundProps {
  /** The mix from `usePlaygroundMix`. */
  mix: PlaygroundMixApi;
  /** Called by the retry button shown on a load error; without it there is none. */
  onRetry?: () => void;
  /** Shown beside the markers, such as the export button. */
  actions?: React.ReactNode;
  /** Class name of the outer element. */
  className?: string;
}

/** Seconds the arrow keys move. */
const SEEK_STEP = 5;

// Keys typed into a field or used by a slider, button or dialog are theirs, not shortcuts.
function ownedByControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[role="dialog"]')) return true;
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return true;
  if (target.closest('[role="slider"]') && key.startsWith('Arrow')) return true;
  return key === ' ' && target.closest('button, a') !== null;
}

/**
 * The playground: a transport with the master key, tempo and loop, one lane per stem (waveform,
 * volume, mute, solo, pan), markers, and keyboard shortcuts listed in a help dialog.
 */
export function Playground({mix, onRetry, actions, className}: PlaygroundProps) {
  const intl = useIntl();
  const [helpOpen, setHelpOpen] = useState(false);
  const lanes = useRef<HTMLUListElement>(null);
  const {status, settings, currentTime, duration} = mix;
  const gains = effectiveGains(settings.levels);
  const regions: WaveformRegion[] = settings.loop
    ? [{id: LOOP_REGION_ID, start: settings.loop.start, end: settings.loop.end}]
    : [];
  const ready = status !== 'loading' && status !== 'error';

  const addMarker = () =>
    mix.addMarker(intl.formatMessage(messages.defaultMarkerName, {number: settings.markers.length + 1}));

  const latest = useRef({mix, addMarker, ready});
  useEffect(() => {
    latest.current = {mix, addMarker, ready};
  });
  useEffect(() => {
    const handleKey = (event: globalThis.KeyboardEvent) => {
      const {mix: current, addMarker: add, ready: usable} = latest.current;
      if (event.metaKey || event.ctrlKey || event.altKey || ownedByControl(event.target, event.key)) return;
      // The help opens at any time; the rest waits for the audio.
      if (!usable && event.key !== '?') return;
      const actions: Record<string, () => void> = {
        ' ': current.toggle,
        ArrowLeft: () => current.seek(current.currentTime - SEEK_STEP),
        ArrowRight: () => current.seek(current.currentTime + SEEK_STEP),
        l: current.toggleLoop,
        k: () => void add(),
        '?': () => setHelpOpen(true),
      };
      const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, []);

  const handleLaneKey = (id: string) => (event: KeyboardEvent<HTMLElement>) => {
    const level = settings.levels[id];
    if (!level || event.metaKey || event.ctrlKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'm') mix.setLevel(id, {muted: !level.muted});
    else if (key === 's') mix.setLevel(id, {solo: !level.solo});
    else if (key === 'arrowup' || key === 'arrowdown') {
      const all = [...(lanes.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])];
      const index = all.indexOf(event.currentTarget);
      all[index + (key === 'arrowup' ? -1 : 1)]?.focus();
    } else return;
    event.preventDefault();
  };

  return (
    <section
      className={['nada-playground', className].filter(Boolean).join(' ')}
      data-status={status}
      aria-labelledby="nada-playground-title"
    >
      <PlaygroundTransport
        status={status}
        currentTime={currentTime}
        duration={duration}
        semitones={settings.semitones}
        tempo={settings.tempo}
        loop={settings.loop}
        onToggle={mix.toggle}
        onSemitonesChange={mix.setSemitones}
        onTempoChange={mix.setTempo}
        onToggleLoop={mix.toggleLoop}
        onShowShortcuts={() => setHelpOpen(true)}
      />
      {status === 'loading' && (
        <p role="status" className="nada-playground__status">
          <FormattedMessage {...messages.loading} />
        </p>
      )}
      {status === 'error' && (
        <div role="alert" className="nada-playground__error">
          <p>
            <FormattedMessage
              {...(mix.error === 'unsupported' ? messages.unsupported : messages.loadFailed)}
            />
          </p>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              <FormattedMessage {...messages.retry} />
            </Button>
          )}
        </div>
      )}
      <h2 id="nada-playground-title" className="nada-playground__title">
        <FormattedMessage {...messages.title} />
      </h2>
      <ul className="nada-playground__lanes" ref={lanes}>
        {mix.stems.map((stem) => (
          <StemLane
            key={stem.id}
            stem={stem}
            level={settings.levels[stem.id] ?? {volume: 1, muted: false, solo: false, pan: 0}}
            audible={(gains[stem.id] ?? 0) > 0}
            currentTime={currentTime}
            duration={duration}
            regions={regions}
            onLevelChange={(change) => mix.setLevel(stem.id, change)}
            onSeek={mix.seek}
            onRegionsChange={(next) => {
              const loop = next.find((region) => region.id === LOOP_REGION_ID);
              mix.setLoop(loop ? {start: loop.start, end: loop.end, enabled: true} : null);
            }}
            onKeyDown={handleLaneKey(stem.id)}
          />
        ))}
      </ul>
      <div className="nada-playground__footer">
        <MarkerList
          markers={settings.markers}
          disabled={!ready}
          onAdd={addMarker}
          onJump={(marker) => mix.seek(marker.time)}
          onRename={mix.renameMarker}
          onRemove={mix.removeMarker}
        />
        {actions}
      </div>
      <p className="nada-visually-hidden" aria-live="polite">
        {status === 'paused' ? formatClock(currentTime) : ''}
      </p>
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </section>
  );
}
