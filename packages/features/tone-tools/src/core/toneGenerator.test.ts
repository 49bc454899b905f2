import {describe, expect, it} from 'vitest';
import {asContext, FakeAudioContext} from '../test/fakeAudio';
import {createToneGenerator, TONE_DEFAULTS} from './toneGenerator';

function setUp() {
  const context = new FakeAudioContext();
  let finish: (() => void) | undefined;
  const tone = createToneGenerator({
    getContext: () => asContext(context),
    after: (_milliseconds, callback) => {
      finish = callback;
      return () => {
        finish = undefined;
      };
    },
  });
  return {context, tone, finishSweep: () => finish?.()};
}

describe('createToneGenerator', () => {
  it('fades in from silence on start and out before stopping, so neither clicks', () => {
    const {context, tone} = setUp();
    context.currentTime = 2;
    tone.start();
    const gain = context.gains[0]?.gain;
    expect(gain?.events.slice(0, 2)).toEqual([
      ['set', 0, 2],
      ['linear', TONE_DEFAULTS.volume, 2 + TONE_DEFAULTS.ramp],
    ]);
    expect(tone.getSnapshot().status).toBe('playing');
    context.currentTime = 3;
    tone.stop();
    expect(gain?.events.at(-1)).toEqual(['linear', 0, 3 + TONE_DEFAULTS.ramp]);
    expect(context.oscillators[0]?.stoppedAt).toBeGreaterThan(3 + TONE_DEFAULTS.ramp);
    expect(tone.getSnapshot().status).toBe('stopped');
  });

  it('plays the waveform and frequency asked', () => {
    const {context, tone} = setUp();
    tone.setWaveform('square');
    tone.setFrequency(261.63);
    tone.start();
    expect(context.oscillators[0]?.type).toBe('square');
    expect(context.oscillators[0]?.frequency.events[0]).toEqual(['set', 261.63, 0]);
    tone.setFrequency(300);
    expect(context.oscillators[0]?.frequency.events.at(-1)?.[1]).toBe(300);
  });

  it('sweeps exponentially over the time asked and ends on the target', () => {
    const {context, tone, finishSweep} = setUp();
    context.currentTime = 1;
    tone.sweep({from: 100, to: 1000, duration: 5});
    expect(context.oscillators[0]?.frequency.events.slice(-2)).toEqual([
      ['set', 100, 1],
      ['exponential', 1000, 6],
    ]);
    expect(tone.getSnapshot().status).toBe('sweeping');
    finishSweep();
    expect(tone.getSnapshot()).toMatchObject({status: 'playing', frequency: 1000});
  });

  it('refuses frequencies, volumes and sweeps out of range', () => {
    const {tone} = setUp();
    expect(() => tone.setFrequency(10)).toThrow(RangeError);
    expect(() => tone.setFrequency(Number.NaN)).toThrow(RangeError);
    expect(() => tone.setVolume(1.5)).toThrow(RangeError);
    expect(() => tone.sweep({from: 100, to: 200, duration: 0})).toThrow(RangeError);
    expect(tone.getSnapshot().frequency).toBe(440);
  });
});
