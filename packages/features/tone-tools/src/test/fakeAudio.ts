/** A recorded call on a fake AudioParam. */
export type ParamEvent = [method: string, value: number, time: number];

/** An AudioParam that records its automation. */
export class FakeParam {
  value: number;
  events: ParamEvent[] = [];
  constructor(value: number) {
    this.value = value;
  }
  setValueAtTime(value: number, time: number) {
    this.events.push(['set', value, time]);
    this.value = value;
    return this;
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.events.push(['linear', value, time]);
    return this;
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    this.events.push(['exponential', value, time]);
    return this;
  }
  setTargetAtTime(value: number, time: number) {
    this.events.push(['target', value, time]);
    return this;
  }
  cancelScheduledValues(time: number) {
    this.events.push(['cancel', 0, time]);
    return this;
  }
}

/** A node that records what it was connected to. */
class FakeNode {
  connections: unknown[] = [];
  connect(target: unknown) {
    this.connections.push(target);
    return target;
  }
  disconnect() {
    this.connections = [];
  }
}

/** A buffer source recording when it was started. */
export class FakeBufferSource extends FakeNode {
  buffer: unknown = null;
  startedAt: number | undefined;
  start(when = 0) {
    this.startedAt = when;
  }
}

/** An oscillator recording start and stop. */
export class FakeOscillator extends FakeNode {
  type = 'sine';
  frequency = new FakeParam(440);
  startedAt: number | undefined;
  stoppedAt: number | undefined;
  start(when = 0) {
    this.startedAt = when;
  }
  stop(when = 0) {
    this.stoppedAt = when;
  }
}

/** An analyser whose time-domain data a test provides. */
export class FakeAnalyser extends FakeNode {
  fftSize = 2048;
  block: Float32Array = new Float32Array(0);
  getFloatTimeDomainData(target: Float32Array) {
    target.set(this.block.subarray(0, target.length));
  }
}

/** Enough of an AudioContext for the controllers, with a clock the test moves. */
export class FakeAudioContext {
  currentTime = 0;
  sampleRate = 48_000;
  destination = new FakeNode();
  sources: FakeBufferSource[] = [];
  oscillators: FakeOscillator[] = [];
  gains: {gain: FakeParam; connections: unknown[]}[] = [];
  analyser = new FakeAnalyser();
  resumed = 0;
  resume() {
    this.resumed += 1;
    return Promise.resolve();
  }
  createBuffer(channels: number, length: number, sampleRate: number) {
    const data = Array.from({length: channels}, () => new Float32Array(length));
    return {
      length,
      sampleRate,
      numberOfChannels: channels,
      getChannelData: (channel: number) => data[channel],
    };
  }
  createBufferSource() {
    const source = new FakeBufferSource();
    this.sources.push(source);
    return source;
  }
  createOscillator() {
    const oscillator = new FakeOscillator();
    this.oscillators.push(oscillator);
    return oscillator;
  }
  createGain() {
    const node = Object.assign(new FakeNode(), {gain: new FakeParam(1)});
    this.gains.push(node);
    return node;
  }
  createAnalyser() {
    return this.analyser;
  }
  createMediaStreamSource() {
    return new FakeNode();
  }
}

/** The fake typed as the browser's context, for the controllers' environment. */
export function asContext(fake: FakeAudioContext): AudioContext {
  return fake as unknown as AudioContext;
}
