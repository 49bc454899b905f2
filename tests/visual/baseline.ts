import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {PNG} from 'pngjs';

// A baseline is a lossless WebP (a third of Chromium's PNG, issue 43) that also carries, in its XMP
// metadata, the SHA-256 of the PNG capture it was made from. Chromium encodes the same pixels into
// the same PNG, so a capture whose digest is the baseline's has the baseline's pixels: the common
// case costs one hash, and only a capture that differs is decoded and compared pixel by pixel.
// cwebp and dwebp come from Debian's webp package (scripts/bootstrap.sh installs it).

/** RGBA pixels, four bytes each, row after row. */
export interface Pixels {
  width: number;
  height: number;
  data: Buffer;
}

/** A baseline as read from its file: the digest of the capture it was made from, and its bytes. */
export interface Baseline {
  captureDigest: string | undefined;
  webp: Buffer;
}

const XMP_NAMESPACE = 'https://nada.example/ns/visual-baseline/1.0/';

/** The hex SHA-256 of a capture's PNG bytes. */
export function digestOf(png: Buffer): string {
  return createHash('sha256').update(png).digest('hex');
}

/** The chunks of a RIFF WebP file, in order. */
function chunksOf(webp: Buffer): {fourcc: string; data: Buffer}[] {
  if (webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  const chunks = [];
  for (let at = 12; at + 8 <= webp.length;) {
    const size = webp.readUInt32LE(at + 4);
    chunks.push({fourcc: webp.toString('latin1', at, at + 4), data: webp.subarray(at + 8, at + 8 + size)});
    at += 8 + size + (size % 2);
  }
  return chunks;
}

function chunk(fourcc: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
}

/**
 * `webp` (a simple lossless file, as cwebp writes it) in the extended format with an XMP chunk that
 * names the capture's digest: the image data is unchanged, any WebP reader shows the same picture.
 */
export function withCaptureDigest(
  webp: Buffer,
  captureDigest: string,
  width: number,
  height: number,
): Buffer {
  const image = chunksOf(webp).filter(
    ({fourcc}) => fourcc === 'VP8L' || fourcc === 'VP8 ' || fourcc === 'ALPH',
  );
  const header = Buffer.alloc(10);
  header.writeUInt8(0x04, 0); // the XMP flag; no alpha, ICC profile, EXIF or animation
  header.writeUIntLE(width - 1, 4, 3);
  header.writeUIntLE(height - 1, 7, 3);
  const xmp =
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
    `<rdf:Description xmlns:nada="${XMP_NAMESPACE}" nada:captureSha256="${captureDigest}"/>` +
    `</rdf:RDF></x:xmpmeta>`;
  const body = Buffer.concat([
    Buffer.from('WEBP', 'latin1'),
    chunk('VP8X', header),
    ...image.map(({fourcc, data}) => chunk(fourcc, data)),
    chunk('XMP ', Buffer.from(xmp, 'utf8')),
  ]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/** Reads the baseline at `file`, or undefined when there is none. */
export function readBaseline(file: string): Baseline | undefined {
  let webp: Buffer;
  try {
    webp = readFileSync(file);
  } catch {
    return undefined;
  }
  const xmp = chunksOf(webp).find(({fourcc}) => fourcc === 'XMP ');
  const captureDigest = xmp?.data.toString('utf8').match(/nada:captureSha256="([0-9a-f]{64})"/)?.[1];
  return {captureDigest, webp};
}

/** The pixels of a PNG capture. */
export function decodePng(png: Buffer): Pixels {
  const {width, height, data} = PNG.sync.read(png);
  return {width, height, data};
}

/** A PNG of `pixels`, for the expected image and the diff a failure leaves in test-results. */
export function encodePng({width, height, data}: Pixels): Buffer {
  const png = new PNG({width, height});
  data.copy(png.data);
  return PNG.sync.write(png);
}

/** The pixels of a baseline (dwebp writes them as a PAM: a short text header, then RGBA). */
export function decodeWebp(webp: Buffer): Pixels {
  const folder = mkdtempSync(join(tmpdir(), 'nada-baseline-'));
  try {
    const input = join(folder, 'baseline.webp');
    writeFileSync(input, webp);
    const pam = execFileSync('dwebp', ['-quiet', input, '-pam', '-o', '-'], {maxBuffer: 1 << 30});
    const end = pam.indexOf('ENDHDR\n');
    const header = pam.toString('latin1', 0, end);
    const field = (name: string) => Number(header.match(new RegExp(`^${name} (\\d+)$`, 'm'))?.[1]);
    if (end < 0 || field('DEPTH') !== 4) throw new Error('dwebp did not answer an RGBA PAM');
    // A copy, so the pixels start on a 4-byte boundary: pixelmatch reads them as 32-bit words.
    const data = Buffer.alloc(pam.length - end - 'ENDHDR\n'.length);
    pam.copy(data, 0, end + 'ENDHDR\n'.length);
    return {width: field('WIDTH'), height: field('HEIGHT'), data};
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

/** A lossless WebP baseline of a PNG capture, carrying the capture's digest. */
export function baselineOf(png: Buffer): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'nada-baseline-'));
  try {
    const input = join(folder, 'capture.png');
    const output = join(folder, 'baseline.webp');
    writeFileSync(input, png);
    execFileSync('cwebp', [
      '-quiet',
      '-lossless',
      '-exact',
      '-z',
      '6',
      '-metadata',
      'none',
      input,
      '-o',
      output,
    ]);
    // The PNG's IHDR chunk, first after the signature, holds its size.
    return withCaptureDigest(readFileSync(output), digestOf(png), png.readUInt32BE(16), png.readUInt32BE(20));
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}
