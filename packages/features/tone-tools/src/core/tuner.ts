import {A4_DEFAULT, A4_MAX, A4_MIN, frequencyToNote, type Hertz, type NoteReading} from './notes';
import {detectPitch} from './pitch';
import {createStore, type Store} from './store';

/** Why the tuner is not listening, or what it hears. */
export type TunerStatus =
  'idle' | 'requesting' | 'listening' | 'denied' | 'noMicrophone' | 'unsupported' | 'error';

/** The tuner as the view sees it. */
export interface TunerState {
  status: TunerStatus;
  /** A4 reference in Hz. */
  a4: Hertz;
  /** Frequency heard, undefined while the input is silent or unpitched. */
  frequency?: Hertz;
  /** The nearest note to `frequency`. */
  note?: NoteReading;
}

/** What the tuner needs from the browser. */
export interface TunerEnvironment {
  getContext(): AudioContext;
  /** @default navigator.mediaDevices.getUserMedia */
  getUserMedia?(constraints: MediaStreamConstraints): Promise<MediaStream>;
  /** Calls back on every display frame; returns the cancel. @default requestAnimationFrame */
  everyFrame?(callback: () => void): () => void;
}

/** The tuner's controller. */
export interface TunerController extends Store<TunerState> {
  start(): Promise<void>;
  stop(): void;
  setReference(a4: Hertz): void;
  dispose(): void;
}

function defaultEveryFrame(callback: () => void): () => void {
  let handle = requestAnimationFrame(function frame() {
    callback();
    handle = requestAnimationFrame(frame);
  });
  return () => cancelAnimationFrame(handle);
}

/** Turns a getUserMedia failure into the state the tuner explains. */
export function microphoneProblem(error: unknown): TunerStatus {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as {name: unknown}).name)
      : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'noMicrophone';
  return 'error';
}

/** Creates a tuner reading the microphone through an AnalyserNode and YIN, once per frame. */
export function createTuner(environment: TunerEnvironment): TunerController {
  const store = createStore<TunerState>({status: 'idle', a4: A4_DEFAULT});
  const everyFrame = environment.everyFrame ?? defaultEveryFrame;
  let stream: MediaStream | undefined;
  let cancel: (() => void) | undefined;
  let source: MediaStreamAudioSourceNode | undefined;
  let run = 0;

  function set(patch: Partial<TunerState>) {
    store.set({...store.getSnapshot(), ...patch});
  }

  function release() {
    cancel?.();
    cancel = undefined;
    source?.disconnect();
    source = undefined;
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = undefined;
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async start() {
      const getUserMedia =
        environment.getUserMedia ??
        (typeof navigator !== 'undefined' && navigator.mediaDevices?.getUserMedia
          ? (constraints: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(constraints)
          : undefined);
      if (!getUserMedia) {
        set({status: 'unsupported'});
        return;
      }
      release();
      const thisRun = ++run;
      set({status: 'requesting', frequency: undefined, note: undefined});
      const context = environment.getContext();
      let media: MediaStream;
      try {
        // Processing meant for calls (echo cancelling, noise gates, gain riding) bends a held note.
        media = await getUserMedia({
          audio: {echoCancellation: false, noiseSuppression: false, autoGainControl: false},
        });
      } catch (error) {
        if (thisRun === run) set({status: microphoneProblem(error)});
        return;
      }
      if (thisRun !== run) {
        for (const track of media.getTracks()) track.stop();
        return;
      }
      stream = media;
      void context.resume();
      const analyser = context.createAnalyser();
      analyser.fftSize = 4096;
      source = context.createMediaStreamSource(media);
      source.connect(analyser);
      const block = new Float32Array(analyser.fftSize);
      set({status: 'listening'});
      cancel = everyFrame(() => {
        analyser.getFloatTimeDomainData(block);
        const estimate = detectPitch(block, context.sampleRate);
        const a4 = store.getSnapshot().a4;
        if (estimate) set({frequency: estimate.frequency, note: frequencyToNote(estimate.frequency, a4)});
        else if (store.getSnapshot().frequency !== undefined) set({frequency: undefined, note: undefined});
      });
    },
    stop() {
      run += 1;
      release();
      set({status: 'idle', frequency: undefined, note: undefined});
    },
    setReference(a4) {
      if (!Number.isFinite(a4) || a4 < A4_MIN || a4 > A4_MAX)
        throw new RangeError(`a4 must be between ${A4_MIN} and ${A4_MAX} Hz`);
      const {frequency} = store.getSnapshot();
      set({a4, note: frequency === undefined ? undefined : frequencyToNote(frequency, a4)});
    },
    dispose() {
      run += 1;
      release();
    },
  };
}
