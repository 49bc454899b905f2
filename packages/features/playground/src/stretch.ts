// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the npm module ships no types; every project compiling this file needs them
/// <reference path="./signalsmith-stretch.d.ts" />
/** One change a stretch node applies (see signalsmith-stretch's `schedule`). */
export interface StretchChange {
  active?: boolean;
  /** Seconds into the input buffers. */
  input?: number;
  /** Playback rate: 0.5 is half speed. */
  rate?: number;
  semitones?: number;
  /** The looped section, in input seconds; equal values loop nothing. */
  loopStart?: number;
  loopEnd?: number;
}

/** The AudioWorklet node that plays the stems' channels with one clock, stretched and shifted. */
export interface StretchNode extends AudioNode {
  /** Where playback is in the input, in seconds (updated from the worklet). */
  inputTime: number;
  schedule(change: StretchChange): unknown;
  addBuffers(channels: Float32Array[]): Promise<unknown>;
  setUpdateInterval(seconds: number, callback?: (time: number) => void): Promise<unknown>;
}

/** Makes a stretch node with `channels` output channels in `context`. */
export type CreateStretch = (context: BaseAudioContext, channels: number) => Promise<StretchNode>;

/**
 * The default stretch node: Signalsmith Stretch (MIT, WASM in an AudioWorklet), loaded only when a
 * playground opens. Its worklet module is the package's own file served from this origin (the page's
 * CSP allows no `blob:` scripts), so nothing is fetched from elsewhere.
 */
export const createSignalsmithStretch: CreateStretch = async (context, channels) => {
  const [{default: SignalsmithStretch}, {default: moduleUrl}] = await Promise.all([
    import('signalsmith-stretch'),
    import('signalsmith-stretch?url'),
  ]);
  await context.audioWorklet.addModule(moduleUrl);
  const node = await SignalsmithStretch(context, {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    outputChannelCount: [channels],
  });
  return node;
};
