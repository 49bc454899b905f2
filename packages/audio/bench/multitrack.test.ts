import {mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {writeFloatWav} from '../src/index.ts';
import {STEMS} from './fixtures/render.ts';
import {loadMultitrack} from './multitrack.ts';

const TRAIN = new URL('../train/', import.meta.url);

interface Table {
  commit: string;
  validation: string;
  songs: Record<string, {stems: Record<string, string>; mobileOnly: string[]}>;
}

const table = JSON.parse(readFileSync(new URL('everythingisremixed.json', TRAIN), 'utf8')) as Table;
// `git ls-tree -r --name-only COMMIT src/` of the data set, its audio files only (the README says how).
const files = readFileSync(new URL('everythingisremixed.files.txt', TRAIN), 'utf8').trim().split('\n');
// The same pattern as multitrack.py's STEM_FILE: a stem, or the master, each with its mobile copy.
const STEM_FILE =
  /^src\/(?<song>\d+\.[A-Za-z]+)\/\k<song>_(?:Stem_(?<stem>.+?)|Master)(?<mobile>_mobile)?\.m4a$/;

describe('the Everything is Remixed stem table', () => {
  const stems = new Set<string>();
  for (const file of files) {
    const match = STEM_FILE.exec(file);
    if (!match) throw new Error(`${file} is neither a stem nor a master`);
    if (match.groups?.['stem']) stems.add(`${match.groups['song']}/${match.groups['stem']}`);
  }
  const mapped = Object.entries(table.songs).flatMap(([song, {stems: of}]) =>
    Object.entries(of).map(([stem, target]) => ({key: `${song}/${stem}`, target})),
  );

  it('maps every stem of the data set to one of the four, and nothing else', () => {
    const keys = new Set(mapped.map(({key}) => key));
    expect([...stems].filter((stem) => !keys.has(stem))).toEqual([]);
    expect([...keys].filter((key) => !stems.has(key))).toEqual([]);
    expect(mapped.filter(({target}) => !(STEMS as readonly string[]).includes(target))).toEqual([]);
    expect(stems.size).toBe(148);
    expect(Object.keys(table.songs)).toHaveLength(7);
  });

  it('gives every song a voice and drums, the held-out song all four, and marks only mapped stems as mobile copies', () => {
    for (const [song, {stems: of, mobileOnly}] of Object.entries(table.songs)) {
      for (const stem of ['vocals', 'drums'])
        expect(Object.values(of), `${song} has ${stem}`).toContain(stem);
      for (const stem of mobileOnly) expect(of, `${song} ${stem}`).toHaveProperty([stem]);
    }
    expect(Object.values(table.songs).flatMap(({mobileOnly}) => mobileOnly)).toHaveLength(23);
    const held = table.songs[table.validation];
    expect(new Set(Object.values(held?.stems ?? {}))).toEqual(new Set(STEMS));
    // Its voice, drums and bass are all at full quality (scored over the whole band).
    expect(held?.mobileOnly.map((stem) => held.stems[stem])).not.toContain('vocals');
    expect(held?.mobileOnly.map((stem) => held.stems[stem])).not.toContain('drums');
    expect(held?.mobileOnly.map((stem) => held.stems[stem])).not.toContain('bass');
  });
});

describe('loadMultitrack', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nada-multitrack-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  const tone = (frequency: number, level: number, length: number) => {
    const channel = Float32Array.from(
      {length},
      (_, i) => level * Math.sin((2 * Math.PI * frequency * i) / 44100),
    );
    return {sampleRate: 44100, channels: [channel, channel.map((x) => -x)] as [Float32Array, Float32Array]};
  };

  it('reads the prepared songs, the mixture the sum of their four stems, or the held-out or named songs alone', async () => {
    const songs = [
      {name: '1.One', samples: 4410, validation: false, mobileOnly: []},
      {name: '2.Two', samples: 4410, validation: true, mobileOnly: []},
    ];
    for (const [index, song] of songs.entries()) {
      mkdirSync(join(dir, song.name));
      for (const [s, stem] of STEMS.entries())
        await writeFloatWav(
          tone(110 * (s + 1) * (index + 1), 0.1, song.samples),
          join(dir, song.name, `${stem}.wav`),
        );
    }
    writeFileSync(
      join(dir, 'prepared.json'),
      JSON.stringify({repository: 'r', commit: 'c', license: 'CC0-1.0', songs}),
    );

    const all = await loadMultitrack({dir});
    expect(all.map(({name}) => name)).toEqual(['1.One', '2.Two']);
    const [first] = all;
    const sum = STEMS.reduce((total, stem) => total + (first?.stems[stem].channels[0][100] ?? Number.NaN), 0);
    expect(first?.mixture.channels[0][100]).toBeCloseTo(sum, 6);
    expect(first?.stems.bass.channels[1][100]).toBeCloseTo(-(first?.stems.bass.channels[0][100] ?? 0), 6);

    const held = await loadMultitrack({dir, heldOut: true});
    expect(held.map(({name}) => name)).toEqual(['2.Two']);
    const named = await loadMultitrack({dir, tracks: ['1.One']});
    expect(named.map(({name}) => name)).toEqual(['1.One']);
  });

  it('fails on a folder nothing was prepared in', async () => {
    await expect(loadMultitrack({dir: join(dir, 'missing')})).rejects.toThrow(/multitrack\.py/);
  });
});
