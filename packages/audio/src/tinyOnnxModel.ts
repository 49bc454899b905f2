import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {OnnxModelManifest, SplitStem} from './onnxManifest.ts';

// A minimal protobuf writer: just the wire types an ONNX ModelProto needs (varints and
// length-delimited fields), so tests need no ONNX tooling.
function varint(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return out;
}

function concat(parts: readonly (Uint8Array | number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const integer = (field: number, value: number) => [...varint(field << 3), ...varint(value)];
const message = (field: number, ...parts: (Uint8Array | number[])[]) => {
  const payload = concat(parts);
  return concat([varint((field << 3) | 2), varint(payload.length), payload]);
};
const text = (field: number, value: string) => message(field, new TextEncoder().encode(value));

const FLOAT = 1;

function tensorType(field: number, name: string, dims: readonly (number | string)[]): Uint8Array {
  const shape = dims.map((dim) => message(1, typeof dim === 'number' ? integer(1, dim) : text(2, dim)));
  return message(field, text(1, name), message(2, message(1, integer(1, FLOAT), message(2, ...shape))));
}

const ATTRIBUTE_INT = 2;

/**
 * The bytes of a tiny ONNX model with an MDX-Net model's shapes: `spectrogram` `[batch, 4, dimF,
 * dimT]` in, `target` of the same shape out, the input multiplied by `mask` (one gain per frequency
 * bin); with several masks, the masked inputs side by side (`[batch, 4 · masks, dimF, dimT]`, a
 * split model's shape). It stands in for a real model in tests and demos: its output is known exactly.
 */
export function tinyMaskModelBytes(mask: Float32Array | readonly Float32Array[], dimT: number): Uint8Array {
  const masks = mask instanceof Float32Array ? [mask] : mask;
  const dimF = masks[0]!.length;
  const one = masks.length === 1;
  const nodes = masks.map((_, m) =>
    message(
      1,
      text(1, 'spectrogram'),
      text(1, `mask${m}`),
      text(2, one ? 'target' : `target${m}`),
      text(3, `apply_mask${m}`),
      text(4, 'Mul'),
    ),
  );
  const join = one
    ? []
    : [
        message(
          1,
          ...masks.map((_, m) => text(1, `target${m}`)),
          text(2, 'target'),
          text(3, 'side_by_side'),
          text(4, 'Concat'),
          message(5, text(1, 'axis'), integer(3, 1), integer(20, ATTRIBUTE_INT)),
        ),
      ];
  const initializers = masks.map((gains, m) =>
    message(
      5,
      integer(1, 1),
      integer(1, 1),
      integer(1, dimF),
      integer(1, 1),
      integer(2, FLOAT),
      text(8, `mask${m}`),
      message(9, new Uint8Array(gains.buffer.slice(gains.byteOffset, gains.byteOffset + gains.byteLength))),
    ),
  );
  const graph = message(
    7,
    ...nodes,
    ...join,
    text(2, 'tiny_mask'),
    ...initializers,
    tensorType(11, 'spectrogram', ['batch', 4, dimF, dimT]),
    tensorType(12, 'target', ['batch', 4 * masks.length, dimF, dimT]),
  );
  return concat([integer(1, 8), text(2, 'nada-tiny-model'), graph, message(8, integer(2, 13))]);
}

/** Settings of `writeTinyOnnxModel`. */
export interface TinyOnnxModelOptions {
  /** The folder name and model name. @default 'tiny-lowpass' */
  name?: string;
  /** @default 2048 */
  nFft?: number;
  /** @default 512 */
  hop?: number;
  /** @default 256 */
  dimF?: number;
  /** @default 64 */
  dimT?: number;
  /** @default 0.25 */
  overlap?: number;
  /** @default 'instrumental' */
  target?: 'vocals' | 'instrumental';
  /** The gain of each of the dimF bins. @default 1 in the lower half of the bins, 0.25 above */
  mask?: Float32Array;
  /** The manifest's `inputLoudness`. @default none */
  inputLoudness?: number;
  /**
   * Makes it a split model of these two stems: the first is the input times `mask`, the second
   * the input times (1 − `mask`) / 2. @default a 2-stem model of `target`
   */
  targets?: [SplitStem, SplitStem];
}

/**
 * Writes a tiny mask model (see `tinyMaskModelBytes`) with its `manifest.json` into
 * `<modelsDir>/<name>/`, installed like a real model; returns its manifest and mask.
 */
export async function writeTinyOnnxModel(
  modelsDir: string,
  options: TinyOnnxModelOptions = {},
): Promise<{dir: string; manifest: OnnxModelManifest; mask: Float32Array}> {
  const {targets} = options;
  const {name = 'tiny-lowpass', nFft = 2048, hop = 512, dimF = 256, dimT = 64, overlap = 0.25} = options;
  const mask = options.mask ?? Float32Array.from({length: dimF}, (_, f) => (f < dimF / 2 ? 1 : 0.25));
  if (mask.length !== dimF) throw new RangeError('mask must have dimF values');
  const manifest: OnnxModelManifest = {
    name,
    label: `Tiny test model (${name})`,
    ...(targets
      ? {stems: ['4'] as ['4'], targets}
      : {stems: ['2'] as ['2'], target: options.target ?? 'instrumental'}),
    sampleRate: 44100,
    nFft,
    hop,
    dimF,
    dimT,
    overlap,
    compensation: 1,
    ...(options.inputLoudness === undefined ? {} : {inputLoudness: options.inputLoudness}),
  };
  const dir = join(modelsDir, name);
  await mkdir(dir, {recursive: true});
  const masks = targets ? [mask, mask.map((gain) => (1 - gain) / 2)] : [mask];
  await writeFile(join(dir, 'model.onnx'), tinyMaskModelBytes(masks, dimT));
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return {dir, manifest, mask};
}
