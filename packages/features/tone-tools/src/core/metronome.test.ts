import {describe, expect, it} from 'vitest';
import {asContext, FakeAudioContext} from '../test/fakeAudio';
import {clickAt, createMetronome, METRONOME_DEFAULTS, tapTempo, type MetronomeSettings} from './metronome';

function setUp(settings: Partial<MetronomeSettings> = {}) {
  const context = new FakeAudioContext();
  let wake: (() => void) | undefined;
  const metronome = createMetronome(
    {
      getContext: () => asContext(context),
      every: (_milliseconds, callback) => {
        wake = callback;
        return () => {
          wake = undefined;
        };
      },
    },
    {...METRONOME_DEFAULTS.settings, ...settings},
  );
  /** Moves the audio clock on in scheduler wake-ups of 25 ms, as a browser would. */
  function advance(seconds: number) {
    const end = context.currentTime + seconds;
    while (context.currentTime < end) {
      context.currentTime = Math.min(end, context.currentTime + 0.025);
      wake?.();
    }
  }
  return {context, metronome, advance, isAwake: () => wake !== undefined};
}

describe('createMetronome', () => {
  it('starts every click on the audio clock exactly on the grid', () => {
    const {context, metronome, advance} = setUp({bpm: 120});
    metronome.start();
    advance(4);
    const starts = context.sources.map((source) => source.startedAt ?? NaN);
    expect(starts.length).toBeGreaterThanOrEqual(8);
    const first = starts[0] ?? 0;
    starts.forEach((time, index) => expect(Math.abs(time - (first + index * 0.5))).toBeLessThan(1e-9));
    // Nothing is scheduled further ahead than the lookahead.
    expect(Math.max(...starts)).toBeLessThanOrEqual(context.currentTime + METRONOME_DEFAULTS.lookahead);
  });

  it('skips the clicks a stalled main thread missed instead of playing them late', () => {
    const {context, metronome, advance} = setUp({bpm: 120});
    metronome.start();
    advance(1);
    const before = context.sources.length;
    // The page's main thread is blocked for 1.3 s: the scheduler does not wake.
    context.currentTime += 1.3;
    const resumed = context.currentTime;
    advance(0.6);
    const late = context.sources.slice(before).map((source) => source.startedAt ?? 0);
    expect(late.length).toBeGreaterThan(0);
    const first = context.sources[0]?.startedAt ?? 0;
    for (const time of late) {
      expect(time).toBeGreaterThanOrEqual(resumed);
      expect(Math.abs(((time - first) / 0.5) % 1)).toBeLessThan(1e-6);
    }
  });

  it('accents beat one and plays subdivisions softer', () => {
    const {metronome, advance} = setUp({
      bpm: 60,
      beatsPerBar: 3,
      subdivision: 2,
      accents: [true, false, true],
    });
    metronome.start();
    advance(3.2);
    expect(
      metronome
        .scheduled()
        .slice(0, 6)
        .map((click) => click.level),
    ).toEqual(['accent', 'subdivision', 'beat', 'subdivision', 'accent', 'subdivision']);
  });

  it('follows the sounding beat and stops scheduling on stop', () => {
    const {context, metronome, advance, isAwake} = setUp({bpm: 60});
    metronome.start();
    advance(1.1);
    expect(metronome.getSnapshot()).toMatchObject({status: 'running', beat: 1});
    metronome.stop();
    const count = context.sources.length;
    advance(2);
    expect(context.sources.length).toBe(count);
    expect(isAwake()).toBe(false);
    expect(metronome.getSnapshot()).toMatchObject({status: 'stopped', beat: -1});
  });

  it('keeps the accents when the bar grows and refuses tempos outside 20..300', () => {
    const {metronome} = setUp();
    metronome.update({beatsPerBar: 6});
    expect(metronome.getSnapshot().settings.accents).toEqual([true, false, false, false, false, false]);
    expect(() => metronome.update({bpm: 301})).toThrow(RangeError);
    expect(() => metronome.update({bpm: 19})).toThrow(RangeError);
    expect(metronome.getSnapshot().settings.bpm).toBe(100);
  });

  it('sets the tempo from taps', () => {
    const {metronome} = setUp();
    [10, 10.5, 11, 11.5].forEach((time) => metronome.tap(time));
    expect(metronome.getSnapshot().settings.bpm).toBe(120);
  });
});

describe('tapTempo', () => {
  it('averages the recent taps and starts afresh after a pause', () => {
    expect(tapTempo([1])).toBeUndefined();
    expect(tapTempo([0, 1, 2])).toBe(60);
    expect(tapTempo([0, 1, 5, 5.25, 5.5])).toBe(240);
    expect(tapTempo([0, 0.01])).toBe(300);
  });
});

describe('clickAt', () => {
  it('counts beats within the bar', () => {
    const settings = {...METRONOME_DEFAULTS.settings, beatsPerBar: 3, subdivision: 3 as const};
    expect(clickAt(settings, 10, 0)).toMatchObject({beat: 0, step: 1, level: 'subdivision'});
    expect(clickAt(settings, 9, 0)).toMatchObject({beat: 0, step: 0, level: 'accent'});
    expect(clickAt(settings, 3, 0)).toMatchObject({beat: 1, step: 0, level: 'beat'});
  });
});
