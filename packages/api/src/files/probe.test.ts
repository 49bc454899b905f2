import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {makeAudioFixtures} from '../testing/audioFixtures.ts';
import {measureDecodedSeconds, probeAudio} from './probe.ts';

let folder: string;
let lying: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'nada-probe-'));
  lying = join(folder, 'claims-10-s.flac');
  writeFileSync(lying, makeAudioFixtures().lyingFlac);
});
afterAll(() => rmSync(folder, {recursive: true, force: true}));

describe('measureDecodedSeconds', () => {
  it('measures what decodes where the header claims less', async () => {
    expect((await probeAudio('ffprobe', lying))?.durationSeconds).toBeCloseTo(10, 0);
    expect(await measureDecodedSeconds('ffmpeg', lying, 3600)).toBeCloseTo(120, 0);
  });

  it('stops decoding at the cap', async () => {
    expect(await measureDecodedSeconds('ffmpeg', lying, 31)).toBeCloseTo(31, 0);
  });

  it('answers undefined for what does not decode', async () => {
    const text = join(folder, 'text.flac');
    writeFileSync(text, 'not audio at all');
    expect(await measureDecodedSeconds('ffmpeg', text, 60)).toBeUndefined();
  });
});
