import {describe, expect, it} from 'vitest';
import {isAudioError} from './errors.ts';
import {medianPitch} from './pitch.ts';
import {changeKeyAndTempo} from './rubberband.ts';
import {audioLength, monoToStereo} from './stereo.ts';
import {testSine} from './testing.ts';

const RATE = 44100;
const tone = monoToStereo(testSine(440, 1, RATE, 0.5));

describe('changeKeyAndTempo', () => {
  it('raises a 440 Hz tone by two semitones to 493.9 Hz, keeping the length', async () => {
    const shifted = await changeKeyAndTempo(tone, {semitones: 2});
    expect(audioLength(shifted)).toBe(audioLength(tone));
    const pitch = medianPitch(shifted.channels[0].subarray(4096, RATE - 4096), RATE) ?? NaN;
    expect(Math.abs(pitch - 493.88)).toBeLessThan(2);
  });

  it('slows to 90 % tempo: 1/0.9 as long, same pitch', async () => {
    const slower = await changeKeyAndTempo(tone, {tempo: 0.9, engine: 'fast'});
    expect(audioLength(slower)).toBe(Math.round(RATE / 0.9));
    const pitch = medianPitch(slower.channels[1].subarray(4096, RATE - 4096), RATE) ?? NaN;
    expect(Math.abs(pitch - 440)).toBeLessThan(2);
  });

  it('does both at once, down an octave with formants shifted', async () => {
    const both = await changeKeyAndTempo(tone, {
      semitones: -12,
      tempo: 1.25,
      formants: 'shift',
      engine: 'fast',
    });
    expect(audioLength(both)).toBe(Math.round(RATE / 1.25));
    const pitch = medianPitch(both.channels[0].subarray(4096, both.channels[0].length - 4096), RATE) ?? NaN;
    // Within 15 cents: the R2 engine settles slowly on a one-second tone.
    expect(Math.abs(1200 * Math.log2(pitch / 220))).toBeLessThan(15);
  });

  it('keeps events in step with the input (no added latency)', async () => {
    const click = new Float32Array(RATE);
    for (let i = 0; i < 400; i++) click[22050 + i] = Math.sin(i * 0.3) * Math.exp(-i / 80);
    for (const tempo of [1, 0.8]) {
      const out = await changeKeyAndTempo(monoToStereo(click), {semitones: 2, tempo});
      const channel = out.channels[0];
      let at = 0;
      for (let i = 0; i < channel.length; i++)
        if (Math.abs(channel[i] ?? 0) > Math.abs(channel[at] ?? 0)) at = i;
      // Within 5 ms of where the event belongs at the new tempo.
      expect(Math.abs(at - 22050 / tempo)).toBeLessThan(0.005 * RATE);
    }
  });

  it('checks ranges and reports a missing tool', async () => {
    await expect(changeKeyAndTempo(tone, {semitones: 13})).rejects.toThrow(RangeError);
    await expect(changeKeyAndTempo(tone, {tempo: 2.5})).rejects.toThrow(RangeError);
    await expect(
      changeKeyAndTempo(tone, {semitones: 1, rubberbandPath: '/nonexistent/rubberband'}),
    ).rejects.toSatisfy((e) => isAudioError(e, 'RUBBERBAND_MISSING'));
  });
});
