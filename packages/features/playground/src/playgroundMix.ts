import type {Seconds} from '@nada/waveform';
import {
  clampLoop,
  clampSemitones,
  clampTempo,
  defaultSettings,
  effectiveGains,
  stemChannels,
} from './mixMath';
import {createSignalsmithStretch} from './stretch';
import type {CreateStretch, StretchNode} from './stretch';
import type {
  MixLoop,
  MixSettings,
  PlaygroundErrorCode,
  PlaygroundStatus,
  PlaygroundStem,
  StemLevel,
} from './types';

/** Everything the playground shows; one immutable snapshot per change. */
export interface PlaygroundState {
  status: PlaygroundStatus;
  /** Why it is in `error`. */
  error: PlaygroundErrorCode | null;
  stems: PlaygroundStem[];
  /** Where playback is, in the stems' own time (before the tempo change). */
  currentTime: Seconds;
  /** The longest stem's length, 0 until loaded. */
  duration: Seconds;
  settings: MixSettings;
}

/** The output's level per side, measured at the end of the graph (root mean square, 0..1). */
export interface OutputLevel {
  left: number;
  right: number;
}

/** Options of {@link PlaygroundMix}. */
export interface PlaygroundMixOptions {
  /** The saved mix to start from. @default every stem at full volume, centred */
  settings?: MixSettings;
  /** Makes the audio context. @default `new AudioContext()` */
  createContext?: () => AudioContext;
  /** Makes the stretch node. @default Signalsmith Stretch in an AudioWorklet */
  createStretch?: CreateStretch;
  /** Reads one stem's audio. @default `fetch` and `decodeAudioData` */
  decode?: (src: string, context: BaseAudioContext) => Promise<AudioBuffer>;
  /** How often the position is reported, in seconds. @default 0.05 */
  updateInterval?: Seconds;
}

async function fetchAndDecode(src: string, context: BaseAudioContext): Promise<AudioBuffer> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`The stem answered ${response.status}`);
  return context.decodeAudioData(await response.arrayBuffer());
}

interface Graph {
  context: AudioContext;
  stretch: StretchNode;
  gains: Map<string, GainNode>;
  pans: Map<string, StereoPannerNode>;
  meters: [AnalyserNode, AnalyserNode];
}

const rms = (analyser: AnalyserNode) => {
  const samples = new Float32Array(analyser.fftSize);
  analyser.getFloatTimeDomainData(samples);
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
};

/**
 * The playground's audio: every stem of a song decoded into one stretch node (one clock for all,
 * so they stay sample-aligned however long they play), then a pan and a gain per stem, the master
 * key and tempo applied live, a loop and markers. React-free; read it through `subscribe` and
 * `getSnapshot` (see `usePlaygroundMix`), and `attach()` it in the browser to load the audio.
 */
export class PlaygroundMix {
  private state: PlaygroundState;
  private readonly listeners = new Set<() => void>();
  private readonly options: PlaygroundMixOptions;
  private graph: Graph | null = null;
  private context: AudioContext | null = null;
  private buffers: AudioBuffer[] = [];
  private building: Promise<Graph> | null = null;

  constructor(stems: readonly PlaygroundStem[], options: PlaygroundMixOptions = {}) {
    if (stems.length === 0) throw new RangeError('A playground needs at least one stem');
    this.options = options;
    const settings = options.settings ?? defaultSettings(stems.map((stem) => stem.id));
    const levels = defaultSettings(stems.map((stem) => stem.id)).levels;
    this.state = {
      status: 'loading',
      error: null,
      stems: [...stems],
      currentTime: 0,
      duration: 0,
      settings: {...settings, levels: {...levels, ...settings.levels}},
    };
  }

  /** Loads and decodes the stems and builds the audio graph; answers the detach, which closes it. */
  attach = (): (() => void) => {
    let detached = false;
    const Context = typeof AudioContext === 'undefined' ? null : AudioContext;
    const createContext = this.options.createContext ?? (Context ? () => new Context() : null);
    if (!createContext) {
      this.set({status: 'error', error: 'unsupported'});
      return () => undefined;
    }
    const context = createContext();
    this.context = context;
    this.set({status: 'loading', error: null});
    const decode = this.options.decode ?? fetchAndDecode;
    void Promise.all(this.state.stems.map((stem) => decode(stem.src, context))).then(
      (buffers) => {
        if (detached) return;
        this.buffers = buffers;
        this.set({status: 'ready', duration: Math.max(...buffers.map((buffer) => buffer.duration))});
      },
      (error: unknown) => {
        if (detached) return;
        console.warn('The playground did not load', error);
        this.set({status: 'error', error: 'load-failed'});
      },
    );
    return () => {
      detached = true;
      this.graph = null;
      this.building = null;
      this.buffers = [];
      this.context = null;
      void context.close().catch(() => undefined);
    };
  };

  /** Adds a listener of every change; answers its removal. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current state (the same object until something changes). */
  getSnapshot = (): PlaygroundState => this.state;

  /** Plays every stem from where the mix is. */
  play = async (): Promise<void> => {
    const {context} = this;
    if (!context || this.buffers.length === 0 || this.state.status === 'playing') return;
    // Browsers start an AudioContext suspended until a gesture: play() is one. The worklet starts
    // in a running context only, so the graph is built on the first play.
    await context.resume();
    try {
      this.building ??= this.build(context, this.buffers);
      const graph = await this.building;
      if (this.context !== context) return;
      this.graph = graph;
    } catch (error) {
      console.warn('The playground could not start its audio', error);
      this.set({status: 'error', error: 'load-failed'});
      return;
    }
    this.applyLevels();
    const from = this.state.currentTime >= this.state.duration ? 0 : this.state.currentTime;
    this.graph.stretch.schedule({active: true, input: from, ...this.masterChange()});
    this.set({status: 'playing', currentTime: from});
  };

  /** Pauses every stem where it is. */
  pause = (): void => {
    if (!this.graph || this.state.status !== 'playing') return;
    this.graph.stretch.schedule({active: false});
    this.set({status: 'paused'});
  };

  /** Plays when paused, pauses when playing. */
  toggle = (): void => {
    if (this.state.status === 'playing') this.pause();
    else void this.play();
  };

  /** Moves every stem to `time`. */
  seek = (time: Seconds): void => {
    const to = Math.max(0, Math.min(time, this.state.duration || time));
    this.graph?.stretch.schedule({input: to});
    this.set({currentTime: to});
  };

  /** Changes one stem's volume, mute, solo or pan. */
  setLevel = (id: string, change: Partial<StemLevel>): void => {
    const current = this.state.settings.levels[id];
    if (!current) throw new RangeError(`No stem ${id} in this playground`);
    const level = {...current, ...change, pan: Math.min(1, Math.max(-1, change.pan ?? current.pan))};
    this.setSettings({levels: {...this.state.settings.levels, [id]: level}});
    this.applyLevels();
  };

  /** Sets the master key change, -12..12 semitones. */
  setSemitones = (semitones: number): void => {
    this.setSettings({semitones: clampSemitones(semitones)});
    this.graph?.stretch.schedule(this.masterChange());
  };

  /** Sets the master tempo, 0.5..2 (1 as recorded). */
  setTempo = (tempo: number): void => {
    this.setSettings({tempo: clampTempo(tempo)});
    this.graph?.stretch.schedule(this.masterChange());
  };

  /** Marks the region that repeats (null removes it). */
  setLoop = (loop: MixLoop | null): void => {
    const kept = loop && this.state.duration > 0 ? clampLoop(loop, this.state.duration) : loop;
    this.setSettings({loop: kept});
    this.graph?.stretch.schedule(this.masterChange());
  };

  /** Turns the loop on or off; without a loop, marks one from here to 8 s later. */
  toggleLoop = (): void => {
    const {loop} = this.state.settings;
    if (loop) return this.setLoop({...loop, enabled: !loop.enabled});
    const start = this.state.currentTime;
    this.setLoop({start, end: start + 8, enabled: true});
  };

  /** Adds a marker at `time` (the current time by default); answers its id. */
  addMarker = (name: string, time: Seconds = this.state.currentTime): string => {
    const id = `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const markers = [...this.state.settings.markers, {id, name, time}].sort((a, b) => a.time - b.time);
    this.setSettings({markers});
    return id;
  };

  /** Renames a marker. */
  renameMarker = (id: string, name: string): void => {
    this.setSettings({
      markers: this.state.settings.markers.map((marker) => (marker.id === id ? {...marker, name} : marker)),
    });
  };

  /** Removes a marker. */
  removeMarker = (id: string): void => {
    this.setSettings({markers: this.state.settings.markers.filter((marker) => marker.id !== id)});
  };

  /** The output's level now, per side, measured from the graph; null before the audio is loaded. */
  measure = (): OutputLevel | null => {
    if (!this.graph) return null;
    const [left, right] = this.graph.meters;
    return {left: rms(left), right: rms(right)};
  };

  private masterChange() {
    const {semitones, tempo, loop} = this.state.settings;
    const looping = loop?.enabled ? loop : null;
    return {rate: tempo, semitones, loopStart: looping?.start ?? 0, loopEnd: looping?.end ?? 0};
  }

  private async build(context: AudioContext, buffers: readonly AudioBuffer[]): Promise<Graph> {
    const {stems} = this.state;
    const createStretch = this.options.createStretch ?? createSignalsmithStretch;
    const stretch = await createStretch(context, stems.length * 2);
    const channels = stemChannels(
      buffers.map((buffer) =>
        Array.from({length: Math.min(2, buffer.numberOfChannels)}, (_, index) =>
          buffer.getChannelData(index),
        ),
      ),
    );
    await stretch.addBuffers(channels);
    const splitter = context.createChannelSplitter(stems.length * 2);
    stretch.connect(splitter);
    const master = context.createGain();
    const gains = new Map<string, GainNode>();
    const pans = new Map<string, StereoPannerNode>();
    for (const [index, stem] of stems.entries()) {
      const merger = context.createChannelMerger(2);
      splitter.connect(merger, index * 2, 0);
      splitter.connect(merger, index * 2 + 1, 1);
      const pan = context.createStereoPanner();
      const gain = context.createGain();
      merger.connect(pan).connect(gain).connect(master);
      gains.set(stem.id, gain);
      pans.set(stem.id, pan);
    }
    // The meters tap the master output, after every gain and pan: what the listener hears.
    const sides = context.createChannelSplitter(2);
    const meters: [AnalyserNode, AnalyserNode] = [context.createAnalyser(), context.createAnalyser()];
    master.connect(context.destination);
    master.connect(sides);
    meters.forEach((meter, side) => {
      meter.fftSize = 2048;
      sides.connect(meter, side);
    });
    const interval = this.options.updateInterval ?? 0.05;
    await stretch.setUpdateInterval(interval, (time) => this.follow(time));
    stretch.schedule({active: false, input: this.state.currentTime, ...this.masterChange()});
    return {context, stretch, gains, pans, meters};
  }

  // The worklet reports its input position; past the end (with no loop to hold it) the mix stops.
  private follow(time: Seconds): void {
    if (this.state.status !== 'playing') return;
    const {loop} = this.state.settings;
    if (time >= this.state.duration && !loop?.enabled) {
      this.graph?.stretch.schedule({active: false, input: 0});
      this.set({status: 'paused', currentTime: 0});
      return;
    }
    this.set({currentTime: time});
  }

  private applyLevels(): void {
    if (!this.graph) return;
    const gains = effectiveGains(this.state.settings.levels);
    for (const [id, node] of this.graph.gains) node.gain.value = gains[id] ?? 0;
    for (const [id, node] of this.graph.pans) node.pan.value = this.state.settings.levels[id]?.pan ?? 0;
  }

  private setSettings(change: Partial<MixSettings>): void {
    this.set({settings: {...this.state.settings, ...change}});
  }

  private set(change: Partial<PlaygroundState>): void {
    this.state = {...this.state, ...change};
    for (const listener of this.listeners) listener();
  }
}
