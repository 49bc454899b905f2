declare module 'signalsmith-stretch' {
  /** The node Signalsmith Stretch makes: an AudioWorkletNode with its methods (see the package's README). */
  interface SignalsmithStretchNode extends AudioWorkletNode {
    inputTime: number;
    schedule(change: Record<string, number | boolean>): unknown;
    addBuffers(channels: Float32Array[]): Promise<number>;
    setUpdateInterval(seconds: number, callback?: (time: number) => void): Promise<unknown>;
  }
  /** Makes the Signalsmith Stretch AudioWorklet node. */
  export default function SignalsmithStretch(
    context: BaseAudioContext,
    options?: AudioWorkletNodeOptions,
  ): Promise<SignalsmithStretchNode>;
}
