import {METRONOME_DEFAULTS, type MetronomeState} from '../core/metronome';
import {frequencyToNote} from '../core/notes';
import type {ToneState} from '../core/toneGenerator';
import type {TunerState} from '../core/tuner';

/** Does nothing; the stories' callbacks. */
export const ignore = () => {};

/** The tone generator before anything plays. */
export const toneStopped: ToneState = {status: 'stopped', waveform: 'sine', frequency: 440, volume: 0.5};
/** A square wave at middle C. */
export const tonePlaying: ToneState = {status: 'playing', waveform: 'square', frequency: 261.63, volume: 0.3};
/** A sweep in progress. */
export const toneSweeping: ToneState = {status: 'sweeping', waveform: 'sine', frequency: 100, volume: 0.5};

/** The tuner hearing a guitar's A string 8 cents flat. */
export const tunerFlat: TunerState = {
  status: 'listening',
  a4: 440,
  frequency: 110 * 2 ** (-8 / 1200),
  note: frequencyToNote(110 * 2 ** (-8 / 1200)),
};
/** The tuner hearing an A4 in tune at the baroque reference. */
export const tunerInTune: TunerState = {
  status: 'listening',
  a4: 415,
  frequency: 415.3,
  note: frequencyToNote(415.3, 415),
};

/** The metronome stopped in 4/4. */
export const metronomeStopped: MetronomeState = {
  status: 'stopped',
  settings: METRONOME_DEFAULTS.settings,
  beat: -1,
};
/** The metronome running in 6/8 with eighths, on beat 4. */
export const metronomeRunning: MetronomeState = {
  status: 'running',
  settings: {
    bpm: 132,
    beatsPerBar: 6,
    beatUnit: 8,
    subdivision: 2,
    accents: [true, false, false, true, false, false],
  },
  beat: 3,
};
