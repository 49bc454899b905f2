import {describe, expect, it} from 'vitest';
import {asContext, FakeAudioContext} from '../test/fakeAudio';
import {createTuner} from './tuner';

function fakeStream() {
  const stopped: boolean[] = [];
  const track = {stop: () => stopped.push(true)};
  return {stream: {getTracks: () => [track]} as unknown as MediaStream, stopped};
}

function setUp(getUserMedia: () => Promise<MediaStream>) {
  const context = new FakeAudioContext();
  let frame: (() => void) | undefined;
  const tuner = createTuner({
    getContext: () => asContext(context),
    getUserMedia,
    everyFrame: (callback) => {
      frame = callback;
      return () => {
        frame = undefined;
      };
    },
  });
  return {context, tuner, frame: () => frame?.()};
}

function sine(frequency: number, rate = 48_000) {
  return Float32Array.from(
    {length: 4096},
    (_, index) => 0.4 * Math.sin((2 * Math.PI * frequency * index) / rate),
  );
}

describe('createTuner', () => {
  it('reads the note and cents from the microphone', async () => {
    const {stream, stopped} = fakeStream();
    const {context, tuner, frame} = setUp(() => Promise.resolve(stream));
    await tuner.start();
    expect(tuner.getSnapshot().status).toBe('listening');
    context.analyser.block = sine(440 * 2 ** (12 / 1200));
    frame();
    const {note} = tuner.getSnapshot();
    expect(note).toMatchObject({name: 'A', octave: 4});
    expect(note?.cents).toBeCloseTo(12, 0);
    context.analyser.block = new Float32Array(4096);
    frame();
    expect(tuner.getSnapshot().note).toBeUndefined();
    tuner.stop();
    expect(stopped).toEqual([true]);
  });

  it('measures against the reference chosen', async () => {
    const {context, tuner, frame} = setUp(() => Promise.resolve(fakeStream().stream));
    await tuner.start();
    tuner.setReference(432);
    context.analyser.block = sine(432);
    frame();
    expect(tuner.getSnapshot().note?.cents).toBeCloseTo(0, 0);
    expect(() => tuner.setReference(400)).toThrow(RangeError);
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['NotFoundError', 'noMicrophone'],
    ['AbortError', 'error'],
  ])('explains a %s as %s', async (name, status) => {
    const {tuner} = setUp(() => Promise.reject(new DOMException('no', name)));
    await tuner.start();
    expect(tuner.getSnapshot().status).toBe(status);
  });
});
