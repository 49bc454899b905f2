import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {OnnxModelManifest} from './onnxManifest.ts';

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

/**
 * The bytes of a tiny ONNX model with an MDX-Net model's shapes: `spectrogram` `[batch, 4, dimF,
 * dimT]` in, `target` of the same shape out, the input multiplied by `mask` (one gain per frequency
 * bin). It stands in for a real model in tests and demos: its output is known exactly.
 */
export function tinyMaskModelBytes(mask: Float32Array, dimT: number): Uint8Array {
  const dimF = mask.length;
  const maskBytes = new Uint8Array(mask.buffer.slice(mask.byteOffset, mask.byteOffset + mask.byteLength));
  const node = message(
    1,
    text(1, 'spectrogram'),
    text(1, 'mask'),
    text(2, 'target'),
    text(3, 'apply_mask'),
    text(4, 'Mul'),
  );
  const initializer = message(
    5,
    integer(1, 1),
    integer(1, 1),
    integer(1, dimF),
    integer(1, 1),
    integer(2, FLOAT),
    text(8, 'mask'),
    message(9, maskBytes),
  );
  const graph = message(
    7,
    node,
    text(2, 'tiny_mask'),
    initializer,
    tensorType(11, 'spectrogram', ['batch', 4, dimF, dimT]),
    tensorType(12, 'target', ['batch', 4, dimF, dimT]),
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
}

/**
 * Writes a tiny mask model (see `tinyMaskModelBytes`) with its `manifest.json` into
 * `<modelsDir>/<name>/`, installed like a real model; returns its manifest and mask.
 */
export async function writeTinyOnnxModel(
  modelsDir: string,
  options: TinyOnnxModelOptions = {},
): Promise<{dir: string; manifest: OnnxModelManifest; mask: Float32Array}> {
  const {name = 'tiny-lowpass', nFft = 2048, hop = 512, dimF = 256, dimT = 64, overlap = 0.25} = options;
  const mask = options.mask ?? Float32Array.from({length: dimF}, (_, f) => (f < dimF / 2 ? 1 : 0.25));
  if (mask.length !== dimF) throw new RangeError('mask must have dimF values');
  const manifest: OnnxModelManifest = {
    name,
    label: `Tiny test model (${name})`,
    stems: ['2'],
    target: options.target ?? 'instrumental',
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
  await writeFile(join(dir, 'model.onnx'), tinyMaskModelBytes(mask, dimT));
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return {dir, manifest, mask};
}
