import {describe, expect, it, vi} from 'vitest';
import {PlaygroundMix} from './playgroundMix';
import type {StretchChange, StretchNode} from './stretch';

const STEMS = [
  {id: 'vocals', label: 'Vocals', src: '/vocals.mp3', peaks: null},
  {id: 'instrumental', label: 'Minus one', src: '/instrumental.mp3', peaks: null},
];

// A Web Audio graph that records what the mix sets on it.
function fakeAudio() {
  const gains: {gain: {value: number}}[] = [];
  const pans: {pan: {value: number}}[] = [];
  const node = () => ({connect: vi.fn((target: unknown) => target)});
  const context = {
    destination: node(),
    resume: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
    createGain: () => {
      const gain = {...node(), gain: {value: 1}};
      gains.push(gain);
      return gain;
    },
    createStereoPanner: () => {
      const pan = {...node(), pan: {value: 0}};
      pans.push(pan);
      return pan;
    },
    createChannelSplitter: node,
    createChannelMerger: node,
    createAnalyser: () => ({
      ...node(),
      fftSize: 0,
      getFloatTimeDomainData: (into: Float32Array) => into.fill(0.5),
    }),
  };
  const changes: StretchChange[] = [];
  let report: (time: number) => void = () => undefined;
  const stretch = {
    ...node(),
    inputTime: 0,
    schedule: (change: StretchChange) => changes.push(change),
    addBuffers: vi.fn(async () => 0),
    setUpdateInterval: async (_seconds: number, callback?: (time: number) => void) => {
      report = callback ?? report;
    },
  };
  const buffer = (seconds: number) => ({
    duration: seconds,
    numberOfChannels: 2,
    getChannelData: () => new Float32Array(seconds * 10),
  });
  return {
    options: {
      createContext: () => context as unknown as AudioContext,
      createStretch: vi.fn(async () => stretch as unknown as StretchNode),
      decode: async (src: string) => buffer(src.includes('vocals') ? 6 : 5) as unknown as AudioBuffer,
    },
    gains,
    pans,
    changes,
    stretch,
    report: (time: number) => report(time),
  };
}

async function readyMix(audio = fakeAudio()) {
  const mix = new PlaygroundMix(STEMS, audio.options);
  const detach = mix.attach();
  await vi.waitFor(() => expect(mix.getSnapshot().status).toBe('ready'));
  return {mix, audio, detach};
}

describe('PlaygroundMix', () => {
  it('is ready with the longest stem’s length once every stem is decoded', async () => {
    const {mix} = await readyMix();
    expect(mix.getSnapshot().duration).toBe(6);
  });

  it('plays every stem from one stretch node with 2 channels per stem, at the master key and tempo', async () => {
    const {mix, audio} = await readyMix();
    mix.setSemitones(2);
    mix.setTempo(0.8);
    await mix.play();
    expect(audio.options.createStretch).toHaveBeenCalledWith(expect.anything(), 4);
    expect(audio.stretch.addBuffers).toHaveBeenCalledTimes(1);
    expect(audio.changes.at(-1)).toMatchObject({active: true, input: 0, rate: 0.8, semitones: 2});
    expect(mix.getSnapshot().status).toBe('playing');
    expect(mix.measure()).toEqual({left: 0.5, right: 0.5});
  });

  it('sets each stem’s gain from its volume, mute and solo, and its pan', async () => {
    const {mix, audio} = await readyMix();
    await mix.play();
    // The first gain is the master.
    const [, vocals, instrumental] = audio.gains;
    mix.setLevel('vocals', {volume: 0.5, pan: -2});
    expect([vocals?.gain.value, instrumental?.gain.value, audio.pans[0]?.pan.value]).toEqual([0.5, 1, -1]);
    mix.setLevel('instrumental', {solo: true});
    expect([vocals?.gain.value, instrumental?.gain.value]).toEqual([0, 1]);
    mix.setLevel('instrumental', {muted: true});
    expect(instrumental?.gain.value).toBe(0);
    expect(() => mix.setLevel('drums', {muted: true})).toThrow(RangeError);
  });

  it('loops the marked region, and stops at the end without one', async () => {
    const {mix, audio} = await readyMix();
    await mix.play();
    mix.setLoop({start: 1, end: 9, enabled: true});
    expect(mix.getSnapshot().settings.loop).toEqual({start: 1, end: 6, enabled: true});
    expect(audio.changes.at(-1)).toMatchObject({loopStart: 1, loopEnd: 6});
    mix.toggleLoop();
    expect(audio.changes.at(-1)).toMatchObject({loopStart: 0, loopEnd: 0});
    audio.report(3);
    expect(mix.getSnapshot().currentTime).toBe(3);
    audio.report(6);
    expect(mix.getSnapshot()).toMatchObject({status: 'paused', currentTime: 0});
  });

  it('adds, renames and removes markers, in time order', async () => {
    const {mix} = await readyMix();
    const late = mix.addMarker('Reff', 4);
    mix.addMarker('Intro', 1);
    mix.renameMarker(late, 'Chorus');
    expect(mix.getSnapshot().settings.markers.map((marker) => [marker.name, marker.time])).toEqual([
      ['Intro', 1],
      ['Chorus', 4],
    ]);
    mix.removeMarker(late);
    expect(mix.getSnapshot().settings.markers).toHaveLength(1);
  });

  it('starts from saved settings, and fills in stems they leave out', () => {
    const mix = new PlaygroundMix(STEMS, {
      settings: {
        levels: {vocals: {volume: 0.2, muted: true, solo: false, pan: 0.5}},
        semitones: -3,
        tempo: 1.5,
        loop: null,
        markers: [],
      },
    });
    const {settings} = mix.getSnapshot();
    expect(settings.levels.vocals).toEqual({volume: 0.2, muted: true, solo: false, pan: 0.5});
    expect(settings.levels.instrumental).toEqual({volume: 1, muted: false, solo: false, pan: 0});
    expect([settings.semitones, settings.tempo]).toEqual([-3, 1.5]);
  });

  it('is in error when a stem cannot be read, or the browser has no Web Audio', async () => {
    const audio = fakeAudio();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = new PlaygroundMix(STEMS, {
      ...audio.options,
      decode: () => Promise.reject(new Error('404')),
    });
    broken.attach();
    await vi.waitFor(() =>
      expect(broken.getSnapshot()).toMatchObject({status: 'error', error: 'load-failed'}),
    );
    vi.stubGlobal('AudioContext', undefined);
    const unsupported = new PlaygroundMix(STEMS);
    unsupported.attach();
    expect(unsupported.getSnapshot()).toMatchObject({status: 'error', error: 'unsupported'});
    vi.unstubAllGlobals();
  });

  it('refuses a playground without stems', () => {
    expect(() => new PlaygroundMix([])).toThrow(RangeError);
  });
});
