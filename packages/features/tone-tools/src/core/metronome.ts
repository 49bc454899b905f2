import {createStore, type Store} from './store';

/** Time on the audio clock (AudioContext.currentTime), in seconds. */
export type Seconds = number;

/** How loud a click is: the first beat of a bar, any accented beat, a plain beat or a subdivision. */
export type ClickLevel = 'accent' | 'beat' | 'subdivision';

/** Subdivisions of a beat the metronome plays: quarter, eighths, triplets, sixteenths. */
export type Subdivision = 1 | 2 | 3 | 4;

/** The tempo range the metronome accepts. */
export const BPM_MIN = 20;
/** The fastest tempo. */
export const BPM_MAX = 300;

/** What the metronome plays. */
export interface MetronomeSettings {
  /** Beats per minute, 20..300. */
  bpm: number;
  /** Beats in a bar (the time signature's upper number), 1..12. */
  beatsPerBar: number;
  /** The time signature's lower number: 2, 4 or 8. */
  beatUnit: 2 | 4 | 8;
  /** Clicks per beat. */
  subdivision: Subdivision;
  /** Which beats of the bar are accented; a missing entry means beat 1 only. */
  accents: readonly boolean[];
}

/** Defaults of the metronome and its scheduler. */
export const METRONOME_DEFAULTS = {
  settings: {
    bpm: 100,
    beatsPerBar: 4,
    beatUnit: 4,
    subdivision: 1,
    accents: [true, false, false, false],
  } satisfies MetronomeSettings,
  /** How far ahead of the audio clock clicks are scheduled. */
  lookahead: 0.12 as Seconds,
  /** How often the scheduler wakes; only wakes, never times a click. */
  wakeEvery: 25,
  /** Delay between start() and the first click, so it is never scheduled in the past. */
  startDelay: 0.06 as Seconds,
};

/** One scheduled click. */
export interface Click {
  time: Seconds;
  /** Beat of the bar, from 0. */
  beat: number;
  /** Subdivision within the beat, from 0. */
  step: number;
  level: ClickLevel;
}

/** Checks settings and returns them, clamped to nothing: bad values throw a RangeError. */
export function checkSettings(settings: MetronomeSettings): MetronomeSettings {
  if (!Number.isFinite(settings.bpm) || settings.bpm < BPM_MIN || settings.bpm > BPM_MAX) {
    throw new RangeError(`bpm must be between ${BPM_MIN} and ${BPM_MAX}`);
  }
  if (!Number.isInteger(settings.beatsPerBar) || settings.beatsPerBar < 1 || settings.beatsPerBar > 12) {
    throw new RangeError('beatsPerBar must be an integer between 1 and 12');
  }
  return settings;
}

/** Seconds between two clicks: a beat (of the signature's unit) divided by the subdivision. */
export function clickInterval(settings: MetronomeSettings): Seconds {
  return 60 / settings.bpm / settings.subdivision;
}

/** The level of the click at `index` counted from the start of a bar. */
export function clickAt(settings: MetronomeSettings, index: number, time: Seconds): Click {
  const perBar = settings.beatsPerBar * settings.subdivision;
  const inBar = ((index % perBar) + perBar) % perBar;
  const beat = Math.floor(inBar / settings.subdivision);
  const step = inBar % settings.subdivision;
  const accented = settings.accents[beat] ?? beat === 0;
  const level: ClickLevel = step > 0 ? 'subdivision' : accented ? 'accent' : 'beat';
  return {time, beat, step, level};
}

/**
 * Tempo from taps (audio-clock or performance times in seconds): the mean of the last intervals,
 * starting afresh after a pause of more than two seconds. Undefined until two taps.
 */
export function tapTempo(taps: readonly Seconds[]): number | undefined {
  const recent: Seconds[] = [];
  for (const tap of taps) {
    const last = recent[recent.length - 1];
    if (last !== undefined && tap - last > 2) recent.length = 0;
    recent.push(tap);
  }
  const kept = recent.slice(-8);
  if (kept.length < 2) return undefined;
  const mean = ((kept[kept.length - 1] ?? 0) - (kept[0] ?? 0)) / (kept.length - 1);
  if (mean <= 0) return undefined;
  return Math.min(BPM_MAX, Math.max(BPM_MIN, Math.round(60 / mean)));
}

/** The metronome as the view sees it. */
export interface MetronomeState {
  status: 'stopped' | 'running';
  settings: MetronomeSettings;
  /** Beat of the bar sounding now, -1 while stopped. */
  beat: number;
}

/** What the metronome needs from the browser, so tests pass fakes. */
export interface MetronomeEnvironment {
  /** Creates (or returns) the audio context; called on the first start, inside the user's gesture. */
  getContext(): BaseAudioContext;
  /** Where the clicks go. @default the context's destination */
  destination?: (context: BaseAudioContext) => AudioNode;
  /** Wakes the scheduler; returns the cancel. @default setInterval */
  every?(milliseconds: number, callback: () => void): () => void;
}

const CLICK_PITCH: Record<ClickLevel, number> = {accent: 1760, beat: 1320, subdivision: 990};
const CLICK_GAIN: Record<ClickLevel, number> = {accent: 0.9, beat: 0.6, subdivision: 0.35};

/** A short windowed sine burst: its onset is the buffer's first sample, so a click lands on its time. */
function renderClick(context: BaseAudioContext, level: ClickLevel): AudioBuffer {
  const length = Math.round(context.sampleRate * 0.03);
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const data = buffer.getChannelData(0);
  for (let index = 0; index < length; index += 1) {
    const time = index / context.sampleRate;
    data[index] =
      CLICK_GAIN[level] * Math.sin(2 * Math.PI * CLICK_PITCH[level] * time) * Math.exp(-time * 180);
  }
  return buffer;
}

/** The metronome's controller: settings, start/stop, and a lookahead scheduler on the audio clock. */
export interface MetronomeController extends Store<MetronomeState> {
  start(): void;
  stop(): void;
  update(patch: Partial<MetronomeSettings>): void;
  /** Registers a tap (seconds on any steady clock) and sets the tempo once two taps are in. */
  tap(time: Seconds): void;
  /** The clicks scheduled so far in this run (their audio-clock times), for the beat display and tests. */
  scheduled(): readonly Click[];
  dispose(): void;
}

/** Creates a metronome whose clicks are AudioBufferSourceNodes started at exact audio-clock times. */
export function createMetronome(
  environment: MetronomeEnvironment,
  initial: MetronomeSettings = METRONOME_DEFAULTS.settings,
): MetronomeController {
  const store = createStore<MetronomeState>({status: 'stopped', settings: checkSettings(initial), beat: -1});
  const every =
    environment.every ??
    ((milliseconds: number, callback: () => void) => {
      const handle = setInterval(callback, milliseconds);
      return () => clearInterval(handle);
    });
  let context: BaseAudioContext | undefined;
  let buffers: Record<ClickLevel, AudioBuffer> | undefined;
  let cancel: (() => void) | undefined;
  let nextTime = 0;
  let nextIndex = 0;
  let clicks: Click[] = [];
  let taps: Seconds[] = [];

  function schedule() {
    if (!context || !buffers) return;
    const settings = store.getSnapshot().settings;
    const horizon = context.currentTime + METRONOME_DEFAULTS.lookahead;
    const output = environment.destination?.(context) ?? context.destination;
    // After a stall longer than the lookahead (a busy main thread, a background tab), clicks whose
    // time has passed are skipped, not played late: the beat stays on the grid.
    while (nextTime < context.currentTime) {
      nextIndex += 1;
      nextTime += clickInterval(settings);
    }
    while (nextTime < horizon) {
      const click = clickAt(settings, nextIndex, nextTime);
      const source = context.createBufferSource();
      source.buffer = buffers[click.level];
      source.connect(output);
      source.start(click.time);
      clicks.push(click);
      nextIndex += 1;
      nextTime += clickInterval(settings);
    }
    if (clicks.length > 512) clicks = clicks.slice(-256);
    const now = context.currentTime;
    const sounding = clicks.filter((click) => click.time <= now).at(-1);
    const beat = sounding?.beat ?? -1;
    if (beat !== store.getSnapshot().beat) store.set({...store.getSnapshot(), beat});
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    scheduled: () => clicks,
    start() {
      if (store.getSnapshot().status === 'running') return;
      context ??= environment.getContext();
      buffers ??= {
        accent: renderClick(context, 'accent'),
        beat: renderClick(context, 'beat'),
        subdivision: renderClick(context, 'subdivision'),
      };
      if ('resume' in context && typeof context.resume === 'function') void context.resume();
      nextTime = context.currentTime + METRONOME_DEFAULTS.startDelay;
      nextIndex = 0;
      clicks = [];
      store.set({...store.getSnapshot(), status: 'running', beat: -1});
      schedule();
      cancel = every(METRONOME_DEFAULTS.wakeEvery, schedule);
    },
    stop() {
      cancel?.();
      cancel = undefined;
      store.set({...store.getSnapshot(), status: 'stopped', beat: -1});
    },
    update(patch) {
      const current = store.getSnapshot().settings;
      const settings = checkSettings({...current, ...patch});
      if (patch.beatsPerBar !== undefined && patch.accents === undefined) {
        settings.accents = Array.from(
          {length: settings.beatsPerBar},
          (_, beat) => current.accents[beat] ?? beat === 0,
        );
      }
      // A new subdivision restarts the count at the next beat, so the bar stays in step.
      if (patch.subdivision !== undefined && patch.subdivision !== current.subdivision && nextIndex > 0) {
        const beatsDone = Math.ceil(nextIndex / current.subdivision);
        nextTime += (beatsDone * current.subdivision - nextIndex) * clickInterval(current);
        nextIndex = beatsDone * settings.subdivision;
      }
      store.set({...store.getSnapshot(), settings});
    },
    tap(time) {
      taps = [...taps, time].slice(-16);
      const bpm = tapTempo(taps);
      if (bpm !== undefined) this.update({bpm});
    },
    dispose() {
      cancel?.();
      cancel = undefined;
    },
  };
}
