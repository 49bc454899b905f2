import {useState} from 'react';
import type {MetronomeEnvironment} from './core/metronome';
import type {Hertz} from './core/notes';
import type {InstrumentId} from './core/presets';
import type {ToneEnvironment} from './core/toneGenerator';
import type {TunerEnvironment} from './core/tuner';
import {useMetronome, useToneGenerator, useTuner} from './hooks';
import {MetronomePanel} from './MetronomePanel';
import {ToneGeneratorPanel} from './ToneGeneratorPanel';
import {TunerPanel} from './TunerPanel';

/** Props of {@link ToneGenerator}. */
export interface ToneGeneratorProps {
  /** A4 reference for note names, shared with the tuner. @default 440 */
  a4?: Hertz;
  /** Replaces parts of the browser's audio (tests, a recording tap). */
  environment?: Partial<ToneEnvironment>;
}

/** The working tone generator: {@link ToneGeneratorPanel} over useToneGenerator. */
export function ToneGenerator({a4, environment}: ToneGeneratorProps) {
  const [state, tone] = useToneGenerator(environment);
  return (
    <ToneGeneratorPanel
      state={state}
      a4={a4}
      onStart={() => tone.start()}
      onStop={() => tone.stop()}
      onFrequencyChange={(frequency) => tone.setFrequency(frequency)}
      onWaveformChange={(waveform) => tone.setWaveform(waveform)}
      onVolumeChange={(volume) => tone.setVolume(volume)}
      onSweep={(sweep) => tone.sweep(sweep)}
    />
  );
}

/** Props of {@link Tuner}. */
export interface TunerProps {
  /** The instrument shown first. @default 'chromatic' */
  defaultInstrument?: InstrumentId;
  /** Called when the A4 reference changes, so the page can share it with the tone generator. */
  onReferenceChange?: (a4: Hertz) => void;
  /** Replaces parts of the browser's microphone and audio (tests). */
  environment?: Partial<TunerEnvironment>;
}

/** The working tuner: {@link TunerPanel} over useTuner. */
export function Tuner({defaultInstrument = 'chromatic', onReferenceChange, environment}: TunerProps) {
  const [state, tuner] = useTuner(environment);
  const [instrument, setInstrument] = useState<InstrumentId>(defaultInstrument);
  return (
    <TunerPanel
      state={state}
      instrument={instrument}
      onInstrumentChange={setInstrument}
      onStart={() => void tuner.start()}
      onStop={() => tuner.stop()}
      onReferenceChange={(a4) => {
        tuner.setReference(a4);
        onReferenceChange?.(a4);
      }}
    />
  );
}

/** Props of {@link Metronome}. */
export interface MetronomeProps {
  /** Replaces parts of the browser's audio (tests, a recording tap). */
  environment?: Partial<MetronomeEnvironment>;
}

/** The working metronome: {@link MetronomePanel} over useMetronome. */
export function Metronome({environment}: MetronomeProps) {
  const [state, metronome] = useMetronome(environment);
  return (
    <MetronomePanel
      state={state}
      onStart={() => metronome.start()}
      onStop={() => metronome.stop()}
      onChange={(patch) => metronome.update(patch)}
      onTap={(time) => metronome.tap(time)}
    />
  );
}
