import type {Hertz} from './notes';
import {createStore, type Store} from './store';
import type {Seconds} from './metronome';

/** The oscillator shapes the generator offers. */
export type ToneWaveform = 'sine' | 'square' | 'sawtooth' | 'triangle';

/** The frequency range the generator accepts. */
export const TONE_MIN: Hertz = 20;
/** The highest frequency. */
export const TONE_MAX: Hertz = 20_000;

/** Defaults of the tone generator. */
export const TONE_DEFAULTS = {
  waveform: 'sine' as ToneWaveform,
  frequency: 440 as Hertz,
  /** Linear gain 0..1; square and saw are loud, so the default leaves room. */
  volume: 0.5,
  /** Length of the fade in and out that keeps start and stop free of clicks. */
  ramp: 0.03 as Seconds,
};

/** A glide from one frequency to another. */
export interface ToneSweep {
  from: Hertz;
  to: Hertz;
  duration: Seconds;
}

/** The generator as the view sees it. */
export interface ToneState {
  status: 'stopped' | 'playing' | 'sweeping';
  waveform: ToneWaveform;
  frequency: Hertz;
  volume: number;
}

/** The tone generator's controller. */
export interface ToneController extends Store<ToneState> {
  start(): void;
  stop(): void;
  setFrequency(frequency: Hertz): void;
  setWaveform(waveform: ToneWaveform): void;
  setVolume(volume: number): void;
  /** Glides exponentially (even steps per octave) and stays on `to` when done. */
  sweep(sweep: ToneSweep): void;
  dispose(): void;
}

/** What the generator needs from the browser. */
export interface ToneEnvironment {
  getContext(): BaseAudioContext;
  /** Where the tone goes. @default the context's destination */
  destination?: (context: BaseAudioContext) => AudioNode;
  /** Runs a callback after a delay, for the end of a sweep's state; returns the cancel. @default setTimeout */
  after?(milliseconds: number, callback: () => void): () => void;
}

function checkFrequency(frequency: Hertz): Hertz {
  if (!Number.isFinite(frequency) || frequency < TONE_MIN || frequency > TONE_MAX) {
    throw new RangeError(`frequency must be between ${TONE_MIN} and ${TONE_MAX} Hz`);
  }
  return frequency;
}

/** Creates a tone generator: one oscillator through a gain whose ramps make starts and stops click-free. */
export function createToneGenerator(environment: ToneEnvironment): ToneController {
  const store = createStore<ToneState>({
    status: 'stopped',
    waveform: TONE_DEFAULTS.waveform,
    frequency: TONE_DEFAULTS.frequency,
    volume: TONE_DEFAULTS.volume,
  });
  const after =
    environment.after ??
    ((milliseconds: number, callback: () => void) => {
      const handle = setTimeout(callback, milliseconds);
      return () => clearTimeout(handle);
    });
  let context: BaseAudioContext | undefined;
  let voice: {oscillator: OscillatorNode; gain: GainNode} | undefined;
  let cancelSweep: (() => void) | undefined;

  function release(now: Seconds) {
    if (!voice) return;
    const {oscillator, gain} = voice;
    gain.gain.cancelScheduledValues(now);
    gain.gain.setValueAtTime(gain.gain.value, now);
    gain.gain.linearRampToValueAtTime(0, now + TONE_DEFAULTS.ramp);
    oscillator.stop(now + TONE_DEFAULTS.ramp + 0.01);
    voice = undefined;
  }

  function set(patch: Partial<ToneState>) {
    store.set({...store.getSnapshot(), ...patch});
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start() {
      if (voice) return;
      context ??= environment.getContext();
      if ('resume' in context && typeof context.resume === 'function') void context.resume();
      const state = store.getSnapshot();
      const now = context.currentTime;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = state.waveform;
      oscillator.frequency.setValueAtTime(state.frequency, now);
      gain.gain.setValueAtTime(0, now);
      gain.gain.linearRampToValueAtTime(state.volume, now + TONE_DEFAULTS.ramp);
      oscillator.connect(gain);
      gain.connect(environment.destination?.(context) ?? context.destination);
      oscillator.start(now);
      voice = {oscillator, gain};
      set({status: 'playing'});
    },
    stop() {
      cancelSweep?.();
      cancelSweep = undefined;
      if (context) release(context.currentTime);
      set({status: 'stopped'});
    },
    setFrequency(frequency) {
      checkFrequency(frequency);
      cancelSweep?.();
      cancelSweep = undefined;
      if (voice && context) {
        const parameter = voice.oscillator.frequency;
        parameter.cancelScheduledValues(context.currentTime);
        // A short glide instead of a jump, so the change does not click.
        parameter.setTargetAtTime(frequency, context.currentTime, 0.01);
      }
      set({frequency, status: voice ? 'playing' : 'stopped'});
    },
    setWaveform(waveform) {
      if (voice) voice.oscillator.type = waveform;
      set({waveform});
    },
    setVolume(volume) {
      if (!Number.isFinite(volume) || volume < 0 || volume > 1)
        throw new RangeError('volume must be between 0 and 1');
      if (voice && context) {
        voice.gain.gain.cancelScheduledValues(context.currentTime);
        voice.gain.gain.setTargetAtTime(volume, context.currentTime, 0.01);
      }
      set({volume});
    },
    sweep({from, to, duration}) {
      checkFrequency(from);
      checkFrequency(to);
      if (!Number.isFinite(duration) || duration <= 0 || duration > 600) {
        throw new RangeError('duration must be between 0 and 600 seconds');
      }
      if (!voice) this.start();
      if (!voice || !context) return;
      cancelSweep?.();
      const parameter = voice.oscillator.frequency;
      const now = context.currentTime;
      parameter.cancelScheduledValues(now);
      parameter.setValueAtTime(from, now);
      parameter.exponentialRampToValueAtTime(to, now + duration);
      set({status: 'sweeping', frequency: from});
      cancelSweep = after(duration * 1000, () => {
        cancelSweep = undefined;
        set({status: voice ? 'playing' : 'stopped', frequency: to});
      });
    },
    dispose() {
      cancelSweep?.();
      if (context) release(context.currentTime);
    },
  };
}
