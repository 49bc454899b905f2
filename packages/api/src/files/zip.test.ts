import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Readable} from 'node:stream';
import {afterAll, describe, expect, it} from 'vitest';
import {zipLength, zipStream} from './zip.ts';
import type {ZipEntry} from './zip.ts';

const folder = mkdtempSync(join(tmpdir(), 'nada-zip-'));
afterAll(() => rmSync(folder, {recursive: true, force: true}));

const entry = (name: string, content: Buffer, chunkSize = 1000): ZipEntry => ({
  name,
  sizeBytes: content.length,
  modified: new Date('2026-11-25T08:30:14Z'),
  // In several chunks, so the CRC is carried across them.
  open: async () =>
    Readable.from(
      Array.from({length: Math.ceil(content.length / chunkSize)}, (_, index) =>
        content.subarray(index * chunkSize, (index + 1) * chunkSize),
      ),
    ),
});

async function written(entries: ZipEntry[]): Promise<string> {
  const bytes = Buffer.concat(await zipStream(entries).toArray());
  expect(bytes.length).toBe(zipLength(entries));
  const path = join(folder, `${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(path, bytes);
  return path;
}

describe('zipStream', () => {
  it('writes stored entries that unzip checks and extracts byte for byte, UTF-8 names included', async () => {
    const noise = Buffer.from(Array.from({length: 50_000}, (_, index) => (index * 7919) % 251));
    const path = await written([
      entry('Lagu Saya (vokal).mp3', noise),
      entry('Café — “minus one”.flac', Buffer.from('flac bytes')),
      entry('kosong.txt', Buffer.alloc(0)),
    ]);
    expect(execFileSync('unzip', ['-t', path]).toString()).toContain('No errors detected');
    expect(execFileSync('zipinfo', ['-1', path]).toString().trim().split('\n')).toEqual([
      'Lagu Saya (vokal).mp3',
      'Café — “minus one”.flac',
      'kosong.txt',
    ]);
    expect(execFileSync('unzip', ['-p', path, 'Lagu Saya (vokal).mp3'], {maxBuffer: 1 << 20})).toEqual(noise);
    // Stored, not deflated, with the entry's time (ZIP keeps two-second steps).
    const listing = execFileSync('zipinfo', ['-l', path]).toString();
    expect(listing).toMatch(/50000\s+\w+\s+50000\s+stor\s+26-Nov-25 08:30/);
  });

  it('writes an empty archive: the end of central directory alone', async () => {
    const bytes = Buffer.concat(await zipStream([]).toArray());
    expect(bytes.length).toBe(22);
    expect(bytes.readUInt32LE(0)).toBe(0x06054b50);
    expect(zipLength([])).toBe(22);
  });

  it('fails the stream when an entry is not the size it announced', async () => {
    const liar = {...entry('short.mp3', Buffer.from('12345')), sizeBytes: 6};
    await expect(zipStream([liar]).toArray()).rejects.toThrow('short.mp3 is 5 bytes, not the 6 announced');
  });
});
