import {describe, expect, it} from 'vitest';
import {parseKey, understandPrompt} from './understandPrompt.ts';
import type {GenerationRequest} from './understandPrompt.ts';

const understand = (prompt: string, fields: Omit<GenerationRequest, 'prompt'> = {}) =>
  understandPrompt({prompt, ...fields});

describe('understandPrompt in Indonesian', () => {
  it('reads genre, mood, tempo and instruments from "lagu pop santai 90 bpm dengan piano"', () => {
    const understood = understand('lagu pop santai 90 bpm dengan piano');
    expect(understood).toMatchObject({genre: 'pop', mood: 'calm', bpm: 90, language: 'id'});
    expect(understood.instruments[0]).toBe('piano');
    expect(understood.instruments).toEqual(expect.arrayContaining(['bass', 'drums']));
    expect(understood.sources).toEqual({
      genre: 'prompt',
      mood: 'prompt',
      bpm: 'prompt',
      key: 'default',
      durationSeconds: 'default',
      instruments: 'prompt',
    });
  });

  it.each([
    ['keroncong pelan dalam D', {genre: 'keroncong', key: {tonic: 'D', mode: 'major'}, bpm: 84}],
    [
      'dangdut koplo semangat untuk hajatan',
      {genre: 'dangdut', mood: 'energetic', bpm: 150, occasion: 'party'},
    ],
    ['lagu rohani pujian, nada dasar G', {genre: 'worship', key: {tonic: 'G', mode: 'major'}}],
    ['lagu pujian do = A', {genre: 'worship', key: {tonic: 'A', mode: 'major'}}],
    ['balada sedih dalam E minor', {genre: 'ballad', mood: 'sad', key: {tonic: 'E', mode: 'minor'}}],
    ['lagu sedih', {mood: 'sad', key: {tonic: 'C', mode: 'minor'}}],
    ['musik akustik buat ngopi di kafe', {genre: 'acoustic', occasion: 'cafe', mood: 'calm'}],
    ['lofi buat belajar', {genre: 'lofi', occasion: 'study'}],
    ['lagu untuk pernikahan', {occasion: 'wedding', mood: 'romantic'}],
    ['lagu ulang tahun yang ceria', {occasion: 'birthday', mood: 'happy'}],
    ['rock cepat dengan gitar listrik', {genre: 'rock', bpm: 150}],
    ['hip hop gelap', {genre: 'hiphop', mood: 'dark', key: {tonic: 'C', mode: 'minor'}}],
    ['lagu jadul tempo dulu', {mood: 'nostalgic'}],
    ['lagu pop kunci Bb mayor', {key: {tonic: 'Bb', mode: 'major'}}],
    ['lagu dalam F#m', {key: {tonic: 'F#', mode: 'minor'}}],
    ['lagu jazz tempo 120', {genre: 'jazz', bpm: 120}],
    ['lagu pop 100 ketukan per menit', {bpm: 100}],
  ] as const)('"%s"', (prompt, expected) => {
    expect(understand(prompt)).toMatchObject(expected);
  });

  it.each([
    ['lagu 3 menit', 180],
    ['lagu dua menit', 120],
    ['90 detik saja', 90],
    ['1 menit 30 detik', 90],
    ['lagu 1,5 menit', 90],
    ['setengah menit', 30],
    ['durasi 2:30', 150],
    ['jingle pendek', 45],
  ])('reads the length in "%s"', (prompt, seconds) => {
    const understood = understand(prompt);
    expect(understood.durationSeconds).toBe(seconds);
    expect(understood.sources.durationSeconds).toBe('prompt');
  });

  it('keeps only the instruments asked for with "saja", and drops those after "tanpa"', () => {
    expect(understand('piano dan biola saja').instruments).toEqual(['piano', 'violin']);
    const noDrums = understand('lagu pop tanpa drum');
    expect(noDrums.instruments).not.toContain('drums');
    expect(noDrums.sources.instruments).toBe('prompt');
  });

  it('tells the instruments the prompt named from those Nada added for the genre (issue 42)', () => {
    const understood = understand('balada romantis dengan piano dan gitar akustik');
    expect(understood.sources.instruments).toBe('prompt');
    expect(understood.namedInstruments).toEqual(['piano', 'guitar']);
    expect(understood.instruments.slice(0, 2)).toEqual(['piano', 'guitar']);
    expect(understood.instruments.length).toBeGreaterThan(2);
    // What the prompt left out, or only excluded, is Nada's choice; the form's instruments are all named.
    expect(understand('balada romantis').namedInstruments).toEqual([]);
    expect(understand('lagu pop tanpa drum').namedInstruments).toEqual([]);
    expect(understand('apa saja', {instruments: ['violin', 'cello']}).namedInstruments).toEqual([
      'violin',
      'cello',
    ]);
  });

  it('reads "gitar akustik" as a guitar, not the acoustic genre', () => {
    const understood = understand('lagu pop dengan gitar akustik');
    expect(understood.genre).toBe('pop');
    expect(understood.instruments).toContain('guitar');
  });

  it('hears suling and kendang and keeps the dangdut rhythm section', () => {
    const understood = understand('dangdut dengan suling dan kendang');
    expect(understood.instruments.slice(0, 2)).toEqual(['suling', 'kendang']);
    expect(understood.instruments).toContain('bass');
  });
});

describe('understandPrompt in English', () => {
  it('reads "upbeat dangdut for a wedding"', () => {
    const understood = understand('upbeat dangdut for a wedding');
    expect(understood).toMatchObject({
      genre: 'dangdut',
      mood: 'happy',
      bpm: 150,
      occasion: 'wedding',
      language: 'en',
    });
    expect(understood.instruments).toEqual(expect.arrayContaining(['suling', 'kendang']));
  });

  it.each([
    [
      'keroncong in D, slow, for an old song',
      {genre: 'keroncong', key: {tonic: 'D', mode: 'major'}, bpm: 84, mood: 'nostalgic'},
    ],
    [
      'sad piano ballad in D minor, 68 bpm',
      {genre: 'ballad', mood: 'sad', bpm: 68, key: {tonic: 'D', mode: 'minor'}},
    ],
    [
      'energetic EDM in the key of F minor',
      {genre: 'edm', mood: 'energetic', key: {tonic: 'F', mode: 'minor'}},
    ],
    ['smooth jazz with sax in Bb', {genre: 'jazz', key: {tonic: 'Bb', mode: 'major'}}],
    ['chill lo-fi beat for studying', {genre: 'lofi', mood: 'calm', occasion: 'study'}],
    ['R&B love song', {genre: 'rnb', mood: 'romantic'}],
    ['rnb slow jam', {genre: 'rnb', bpm: 66}],
    ['hip-hop track, 95 BPM', {genre: 'hiphop', bpm: 95}],
    ['gospel for sunday service', {genre: 'worship', occasion: 'church', mood: 'solemn'}],
    ['acoustic folk song in a major key', {genre: 'acoustic'}],
    ['a song in a slow tempo', {bpm: 84, sources: {key: 'default'}}],
    ['rock anthem in e', {genre: 'rock', key: {tonic: 'E', mode: 'major'}}],
    ['happy pop in G', {mood: 'happy', key: {tonic: 'G', mode: 'major'}}],
    ['workout music', {occasion: 'workout', mood: 'energetic'}],
    ['lullaby for sleeping', {occasion: 'sleep', mood: 'calm', bpm: 84}],
  ] as const)('"%s"', (prompt, expected) => {
    expect(understand(prompt)).toMatchObject(expected);
  });

  it.each([
    ['2 minutes', 120],
    ['a two minute song', 120],
    ['90 seconds', 90],
    ['3 min', 180],
    ['2.5 minutes', 150],
    ['half a minute', 30],
    ['a long track', 240],
  ])('reads the length in "%s"', (prompt, seconds) => {
    expect(understand(prompt).durationSeconds).toBe(seconds);
  });

  it('reads instruments: saxophone, strings, cello, choir, but not drums after "no"', () => {
    const understood = understand('ballad with saxophone, strings, cello and a choir, no drums');
    expect(understood.instruments).toEqual(
      expect.arrayContaining(['saxophone', 'strings', 'cello', 'choir']),
    );
    expect(understood.instruments).not.toContain('drums');
  });
});

describe('understandPrompt with form fields', () => {
  it('lets the fields override the prompt and says so', () => {
    const understood = understand('lagu pop santai 90 bpm dalam D, 3 menit', {
      genre: 'jazz',
      mood: 'happy',
      tempo: 120,
      key: 'F# minor',
      durationSeconds: 45,
      instruments: ['piano', 'bass'],
    });
    expect(understood).toMatchObject({
      genre: 'jazz',
      mood: 'happy',
      bpm: 120,
      key: {tonic: 'F#', mode: 'minor'},
      durationSeconds: 45,
      instruments: ['piano', 'bass'],
    });
    expect(Object.values(understood.sources)).toEqual(Array(6).fill('field'));
  });

  it('falls back to the genre defaults for an empty prompt', () => {
    const understood = understand('');
    expect(understood).toMatchObject({
      genre: 'pop',
      mood: 'happy',
      bpm: 108,
      durationSeconds: 120,
      language: 'id',
    });
    expect(Object.values(understood.sources)).toEqual(Array(6).fill('default'));
  });

  it('brings numbers in the prompt into range but refuses fields out of range', () => {
    expect(understand('lagu 400 bpm, 30 menit')).toMatchObject({bpm: 180, durationSeconds: 360});
    expect(() => understand('x', {tempo: 300})).toThrow(/tempo must be from 60 to 180/);
    expect(() => understand('x', {durationSeconds: 5})).toThrow(/durationSeconds must be from 10 to 360/);
    expect(() => understand('x', {key: 'H major'})).toThrow(/key must be/);
    expect(() => understand('x', {genre: 'polka' as never})).toThrow(/genre must be one of/);
    expect(() => understand('x', {instruments: ['kazoo' as never]})).toThrow(/instruments must be from/);
    expect(() => understand('x', {seed: -1})).toThrow(/seed must be/);
    expect(() => understand('x'.repeat(501))).toThrow(/at most 500 characters/);
  });
});

describe('parseKey', () => {
  it.each([
    ['D', {tonic: 'D'}],
    ['D major', {tonic: 'D', mode: 'major'}],
    ['f# minor', {tonic: 'F#', mode: 'minor'}],
    ['Bb', {tonic: 'Bb'}],
    ['Db', {tonic: 'C#'}],
    ['Am', {tonic: 'A', mode: 'minor'}],
    ['C mayor', {tonic: 'C', mode: 'major'}],
    ['do = G', {tonic: 'G'}],
  ])('%s', (text, expected) => {
    expect(parseKey(text)).toEqual(expected);
  });

  it('refuses what is not a key', () => {
    expect(parseKey('H')).toBeNull();
    expect(parseKey('C major minor')).toBeNull();
  });
});
