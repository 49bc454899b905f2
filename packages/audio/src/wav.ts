import {readFile, writeFile} from 'node:fs/promises';
import type {StereoAudio} from './stereo.ts';
import {audioLength} from './stereo.ts';

/** The bytes of a 32-bit float stereo WAV file of `audio` (what Rubber Band and most tools read losslessly). */
export function floatWavBytes(audio: StereoAudio): Buffer {
  const length = audioLength(audio);
  const dataBytes = length * 8;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(3, 20);
  out.writeUInt16LE(2, 22);
  out.writeUInt32LE(audio.sampleRate, 24);
  out.writeUInt32LE(audio.sampleRate * 8, 28);
  out.writeUInt16LE(8, 32);
  out.writeUInt16LE(32, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  const [left, right] = audio.channels;
  for (let i = 0, offset = 44; i < length; i++, offset += 8) {
    out.writeFloatLE(left[i] ?? 0, offset);
    out.writeFloatLE(right[i] ?? 0, offset + 4);
  }
  return out;
}

/** Writes `audio` as a 32-bit float stereo WAV file. */
export async function writeFloatWav(audio: StereoAudio, path: string): Promise<void> {
  await writeFile(path, floatWavBytes(audio));
}

/**
 * Parses a 32-bit float WAV (plain or WAVE_FORMAT_EXTENSIBLE) with one or two channels, or returns
 * null for anything else so the caller can fall back to ffmpeg.
 */
export function parseFloatWav(bytes: Buffer): StereoAudio | null {
  if (
    bytes.length < 12 ||
    bytes.toString('ascii', 0, 4) !== 'RIFF' ||
    bytes.toString('ascii', 8, 12) !== 'WAVE'
  )
    return null;
  let offset = 12;
  let format: {channels: number; sampleRate: number} | null = null;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const tag = bytes.readUInt16LE(body);
      const channels = bytes.readUInt16LE(body + 2);
      const sampleRate = bytes.readUInt32LE(body + 4);
      const bits = bytes.readUInt16LE(body + 14);
      const subTag = tag === 0xfffe && size >= 26 ? bytes.readUInt16LE(body + 24) : tag;
      if (subTag !== 3 || bits !== 32 || channels < 1 || channels > 2) return null;
      format = {channels, sampleRate};
    } else if (id === 'data' && format) {
      const frames = Math.floor(Math.min(size, bytes.length - body) / (4 * format.channels));
      const left = new Float32Array(frames);
      const right = new Float32Array(frames);
      for (let i = 0, at = body; i < frames; i++) {
        left[i] = bytes.readFloatLE(at);
        at += 4;
        if (format.channels === 2) {
          right[i] = bytes.readFloatLE(at);
          at += 4;
        } else right[i] = left[i] ?? 0;
      }
      return {sampleRate: format.sampleRate, channels: [left, right]};
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** Reads a 32-bit float WAV file written by `writeFloatWav` or a tool that keeps that format, or null. */
export async function readFloatWav(path: string): Promise<StereoAudio | null> {
  return parseFloatWav(await readFile(path));
}
