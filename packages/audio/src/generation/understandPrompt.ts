import {PITCH_CLASSES} from '../key.ts';
import type {PitchClass} from '../key.ts';
import {
  GENRE_WORDS,
  INSTRUMENT_WORDS,
  LANGUAGE_MARKERS,
  LENGTH_WORDS,
  MOOD_WORDS,
  NUMBER_WORDS,
  OCCASIONS,
  ONLY_WORDS,
  TEMPO_WORDS,
  WITHOUT_WORDS,
} from './lexicon.ts';
import {
  DEFAULT_DURATION_SECONDS,
  GENERATION_LIMITS,
  GENRES,
  GENRE_PROFILES,
  INSTRUMENTS,
  MOODS,
} from './vocabulary.ts';
import type {Genre, Instrument, Mood} from './vocabulary.ts';

/** What a user asks the generator for: a prompt, and form fields that override what it says. */
export interface GenerationRequest {
  prompt: string;
  /** The same request and seed give the identical track. @default a random seed */
  seed?: number;
  durationSeconds?: number;
  genre?: Genre;
  mood?: Mood;
  /** BPM. */
  tempo?: number;
  /** 'D', 'D major', 'F# minor', 'Bb', 'Am'. */
  key?: string;
  instruments?: Instrument[];
}

/** Where a value of `UnderstoodPrompt` came from. */
export type UnderstoodSource = 'field' | 'prompt' | 'default';

/** A key: tonic spelled as in `PITCH_CLASSES`, and mode. */
export interface MusicalKey {
  tonic: PitchClass;
  mode: 'major' | 'minor';
}

/** What Nada understood from a request: every value the composer needs, and where it came from. */
export interface UnderstoodPrompt {
  genre: Genre;
  mood: Mood;
  bpm: number;
  key: MusicalKey;
  durationSeconds: number;
  instruments: Instrument[];
  /**
   * The instruments the request itself named (in the form field or the prompt), in the order of
   * `instruments`; the others are Nada's choice for the genre (its rhythm section, say). Empty when
   * the request named none.
   */
  namedInstruments: Instrument[];
  /** An occasion id: wedding, birthday, church, party, study, sleep, workout, graduation, travel, cafe, film. */
  occasion?: string;
  language: 'id' | 'en';
  /** Where each value came from: the form field, the prompt's words, or Nada's default for the genre. */
  sources: Record<'genre' | 'mood' | 'bpm' | 'key' | 'durationSeconds' | 'instruments', UnderstoodSource>;
}

const pattern = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\d])(?:${words.join('|')})(?![\\p{L}\\d])`, 'gu');

interface Found<T> {
  value: T;
  index: number;
  end: number;
}

function findAll<T extends string>(text: string, table: Record<T, readonly string[]>): Found<T>[] {
  const found: Found<T>[] = [];
  for (const [value, words] of Object.entries(table) as [T, readonly string[]][])
    for (const match of text.matchAll(pattern(words)))
      found.push({value, index: match.index, end: match.index + match[0].length});
  // Longest first at the same place, then by position; overlapping shorter matches are dropped.
  found.sort((a, b) => a.index - b.index || b.end - a.end);
  const kept: Found<T>[] = [];
  for (const item of found) if (!kept.some((k) => item.index < k.end && item.end > k.index)) kept.push(item);
  return kept;
}

function first<T>(found: Found<T>[]): T | undefined {
  return found[0]?.value;
}

/** Blanks out the matched spans so later passes do not read the same words again. */
function mask(text: string, spans: {index: number; end: number}[]): string {
  let out = text;
  for (const {index, end} of spans) out = out.slice(0, index) + ' '.repeat(end - index) + out.slice(end);
  return out;
}

const ACCIDENTALS: Record<string, number> = {'#': 1, '♯': 1, b: -1, '♭': -1, is: 1, es: -1, '': 0};
const MODE_WORDS = /^\s*-?\s*(major|mayor|maj|mol|minor|min|moll)(?![\p{L}])/iu;

function pitchClass(letter: string, accidental: string): PitchClass {
  const natural = {c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11}[letter.toLowerCase()] ?? 0;
  return PITCH_CLASSES[(natural + (ACCIDENTALS[accidental] ?? 0) + 12) % 12]!;
}

function modeOf(word: string | undefined): 'major' | 'minor' | undefined {
  if (!word) return undefined;
  return /^(major|mayor|maj)$/i.test(word) ? 'major' : 'minor';
}

/** A key written as 'D', 'D major', 'f# minor', 'Bb', 'Am', 'C mayor', 'do = G'; null when it is none. */
export function parseKey(text: string): {tonic: PitchClass; mode?: 'major' | 'minor'} | null {
  const match =
    /^\s*(?:do\s*=\s*)?([a-g])\s*(#|♯|b|♭|is|es)?\s*(m(?![\p{L}])|major|mayor|maj|minor|min|mol|moll)?\s*$/iu.exec(
      text,
    );
  if (!match) return null;
  const [, letter = 'c', accidental = '', mode] = match;
  const tonic = pitchClass(letter, accidental.toLowerCase() === 'b' || accidental === '♭' ? 'b' : accidental);
  if (mode === undefined) return {tonic};
  return {tonic, mode: mode.toLowerCase() === 'm' ? 'minor' : modeOf(mode)!};
}

/** Finds a key in free text: "in D minor", "dalam D", "nada dasar G", "do = C", "F#m", "Bb mayor". */
function findKey(text: string): {tonic: PitchClass; mode?: 'major' | 'minor'} | undefined {
  const doMatch = /(?<![\p{L}])do\s*=\s*([a-g])(#|♯|b|♭|is|es)?(?![\p{L}\d])/iu.exec(text);
  if (doMatch) return {tonic: pitchClass(doMatch[1]!, doMatch[2] ?? ''), mode: 'major'};
  const withMode =
    /(?<![\p{L}\d])([a-gA-G])\s?(#|♯|b|♭)?\s?-?\s?(major|mayor|maj|minor|min|mol|moll)(?![\p{L}])/u.exec(
      text,
    );
  if (withMode) return {tonic: pitchClass(withMode[1]!, withMode[2] ?? ''), mode: modeOf(withMode[3])!};
  const chordName = /(?<![\p{L}\d])([A-G])(#|♯|b|♭)?m(?![\p{L}\d#])/u.exec(text);
  if (chordName) return {tonic: pitchClass(chordName[1]!, chordName[2] ?? ''), mode: 'minor'};
  const context =
    /(?<![\p{L}])(?:in|key(?:\s+of)?|in\s+the\s+key\s+of|dalam|kunci|nada\s+dasar|kunci\s+dasar|tangga\s+nada|di|pada)\s+(?:nada\s+)?([a-gA-G])(#|♯|b|♭)?(?![\p{L}\d#♯♭])/gu;
  for (const match of text.matchAll(context)) {
    const [, letter = '', accidental = ''] = match;
    const rest = text.slice(match.index + match[0].length);
    const mode = MODE_WORDS.exec(rest)?.[1];
    // A lower-case letter is a key only when nothing but punctuation, a mode or the end follows:
    // "in a slow tempo" is not in A.
    if (letter === letter.toLowerCase() && !accidental && !mode && !/^\s*([,.;!?)]|$)/.test(rest)) continue;
    const tonic = pitchClass(letter, accidental);
    return mode ? {tonic, mode: modeOf(mode)!} : {tonic};
  }
  return undefined;
}

function parseNumberWord(text: string): number | undefined {
  const value = Number(text.replace(',', '.'));
  if (Number.isFinite(value)) return value;
  return text.startsWith('half') ? 0.5 : NUMBER_WORDS[text];
}

/** Finds a length: "3 menit", "2 minutes", "90 detik", "1 menit 30 detik", "2:30", "tiga menit", "pendek". */
function findDuration(text: string): number | undefined {
  const number = String.raw`(\d+(?:[.,]\d+)?|half an?|${Object.keys(NUMBER_WORDS).join('|')})`;
  const minutes = new RegExp(
    String.raw`(?<![\p{L}\d])${number}\s*(?:-\s*)?(?:menit|mnt|minutes?|mins?|m(?![\p{L}]))(?:\s*(?:dan\s+|and\s+)?(\d+)\s*(?:detik|dtk|seconds?|secs?|s)(?![\p{L}]))?`,
    'iu',
  ).exec(text);
  if (minutes) {
    const value = parseNumberWord(minutes[1]!.toLowerCase());
    if (value !== undefined) return value * 60 + Number(minutes[2] ?? 0);
  }
  const seconds = /(?<![\p{L}\d])(\d+)\s*(?:-\s*)?(?:detik|dtk|seconds?|secs?|s)(?![\p{L}])/iu.exec(text);
  if (seconds) return Number(seconds[1]);
  const clock = /(?<![\d:])(\d{1,2}):([0-5]\d)(?![\d:])/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  for (const {words, seconds: length} of LENGTH_WORDS) if (pattern(words).test(text)) return length;
  return undefined;
}

/** Finds a tempo number: "90 bpm", "bpm 90", "tempo 120", "100 ketukan per menit". */
function findBpm(text: string): number | undefined {
  const match =
    /(?<![\p{L}\d])(\d{2,3})\s*(?:bpm|ketukan(?:\s+per\s+menit)?|beats?\s+per\s+minute)(?![\p{L}])/iu.exec(
      text,
    ) ?? /(?<![\p{L}])(?:bpm|tempo)\s*[:=]?\s*(\d{2,3})(?![\d])/iu.exec(text);
  return match ? Number(match[1]) : undefined;
}

function detectLanguage(words: string[]): 'id' | 'en' {
  let id = 0;
  let en = 0;
  for (const word of words) {
    if ((LANGUAGE_MARKERS.id as readonly string[]).includes(word)) id++;
    if ((LANGUAGE_MARKERS.en as readonly string[]).includes(word)) en++;
  }
  return en > id ? 'en' : 'id';
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Checks the form fields of a request; throws a RangeError that names the field. */
export function assertGenerationRequest(request: GenerationRequest): void {
  const {minSeconds, maxSeconds, minBpm, maxBpm, maxPromptLength, maxInstruments} = GENERATION_LIMITS;
  if (typeof request.prompt !== 'string') throw new RangeError('prompt must be text');
  if (request.prompt.length > maxPromptLength)
    throw new RangeError(`prompt must be at most ${maxPromptLength} characters`);
  const {seed, durationSeconds, tempo, genre, mood, key, instruments} = request;
  if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff))
    throw new RangeError('seed must be a whole number from 0 to 4294967295');
  if (durationSeconds !== undefined && !(durationSeconds >= minSeconds && durationSeconds <= maxSeconds))
    throw new RangeError(`durationSeconds must be from ${minSeconds} to ${maxSeconds}`);
  if (tempo !== undefined && !(tempo >= minBpm && tempo <= maxBpm))
    throw new RangeError(`tempo must be from ${minBpm} to ${maxBpm} BPM`);
  if (genre !== undefined && !(GENRES as readonly string[]).includes(genre))
    throw new RangeError(`genre must be one of ${GENRES.join(', ')}`);
  if (mood !== undefined && !(MOODS as readonly string[]).includes(mood))
    throw new RangeError(`mood must be one of ${MOODS.join(', ')}`);
  if (key !== undefined && !parseKey(key))
    throw new RangeError(`key must be a key such as 'D', 'D major', 'F# minor' or 'Bb', not "${key}"`);
  if (instruments !== undefined) {
    if (instruments.length > maxInstruments) throw new RangeError(`at most ${maxInstruments} instruments`);
    for (const instrument of instruments)
      if (!(INSTRUMENTS as readonly string[]).includes(instrument))
        throw new RangeError(`instruments must be from ${INSTRUMENTS.join(', ')}, not "${instrument}"`);
  }
}

function tempoFromWord(genre: Genre, word: 'slow' | 'medium' | 'fast'): number {
  const [slow, usual, fast] = GENRE_PROFILES[genre].bpm;
  return word === 'slow' ? slow : word === 'fast' ? fast : usual;
}

function promptInstruments(text: string): {listed: Instrument[]; without: Instrument[]; only: boolean} {
  const found = findAll(text, INSTRUMENT_WORDS);
  const listed: Instrument[] = [];
  const without: Instrument[] = [];
  const negation = new RegExp(`(?<![\\p{L}])(?:${WITHOUT_WORDS.join('|')})\\s+(?:\\p{L}+\\s+)?$`, 'u');
  for (const item of found) {
    const before = text.slice(Math.max(0, item.index - 24), item.index);
    if (negation.test(before)) without.push(item.value);
    else if (!listed.includes(item.value)) listed.push(item.value);
  }
  const only =
    listed.length > 0 &&
    (pattern(ONLY_WORDS).test(text) || /(?<![\p{L}])(?:piano|gitar|guitar) solo/u.test(text));
  return {listed, without, only};
}

/**
 * Reads a request in Indonesian or English: genre, mood, tempo (numbers and words), key and mode,
 * length, instruments and occasion from the prompt, then the form fields over them, then the
 * genre's defaults for what is still missing. Pure and fast. Throws a RangeError for a field out of
 * range (see `assertGenerationRequest`); numbers in the prompt are brought into range instead.
 */
export function understandPrompt(request: GenerationRequest): UnderstoodPrompt {
  assertGenerationRequest(request);
  const original = request.prompt.normalize('NFC');
  const lower = original.toLowerCase().replace(/[’']/g, "'");
  const words = lower.split(/[^\p{L}\d]+/u).filter(Boolean);
  const keyInPrompt = findKey(original);
  const bpmInPrompt = findBpm(lower);
  const durationInPrompt = findDuration(lower);

  const instrumentsFound = promptInstruments(lower);
  const withoutInstruments = mask(lower, findAll(lower, INSTRUMENT_WORDS));
  const genreInPrompt = first(findAll(withoutInstruments, GENRE_WORDS));
  const moodInPrompt = first(findAll(lower, MOOD_WORDS));
  const tempoWord = first(findAll(lower, TEMPO_WORDS));
  const occasion = OCCASIONS.find((item) => pattern(item.words).test(lower));

  const sources: UnderstoodPrompt['sources'] = {
    genre: 'default',
    mood: 'default',
    bpm: 'default',
    key: 'default',
    durationSeconds: 'default',
    instruments: 'default',
  };
  const pick = <T>(field: keyof typeof sources, fromField: T | undefined, fromPrompt: T | undefined) => {
    if (fromField !== undefined) sources[field] = 'field';
    else if (fromPrompt !== undefined) sources[field] = 'prompt';
    return fromField ?? fromPrompt;
  };

  const genre = pick('genre', request.genre, genreInPrompt) ?? 'pop';
  const profile = GENRE_PROFILES[genre];
  const mood = pick('mood', request.mood, moodInPrompt ?? occasion?.mood) ?? profile.mood;

  const {minBpm, maxBpm, minSeconds, maxSeconds} = GENERATION_LIMITS;
  const wordTempo = tempoWord ?? occasion?.tempo;
  const promptBpm =
    bpmInPrompt !== undefined
      ? clamp(bpmInPrompt, minBpm, maxBpm)
      : wordTempo
        ? tempoFromWord(genre, wordTempo)
        : undefined;
  const bpm = Math.round(pick('bpm', request.tempo, promptBpm) ?? profile.bpm[1]);

  const fieldKey = request.key === undefined ? undefined : (parseKey(request.key) ?? undefined);
  const chosenKey = pick('key', fieldKey, keyInPrompt);
  const moodMode =
    mood === 'sad' || mood === 'dark'
      ? 'minor'
      : mood === 'happy' && genre !== 'dangdut'
        ? 'major'
        : undefined;
  const mode = chosenKey?.mode ?? moodMode ?? profile.mode;
  const tonic = chosenKey?.tonic ?? (parseKey(profile.tonic)?.tonic as PitchClass);

  const promptSeconds =
    durationInPrompt === undefined ? undefined : clamp(Math.round(durationInPrompt), minSeconds, maxSeconds);
  const durationSeconds =
    pick('durationSeconds', request.durationSeconds, promptSeconds) ?? DEFAULT_DURATION_SECONDS;

  let instruments: Instrument[];
  let named: (item: Instrument) => boolean = () => false;
  if (request.instruments?.length) {
    instruments = [...new Set(request.instruments)];
    sources.instruments = 'field';
    named = () => true;
  } else if (instrumentsFound.listed.length || instrumentsFound.without.length) {
    sources.instruments = 'prompt';
    const rhythm = profile.instruments.filter(
      (item) => item === 'bass' || item === 'drums' || item === 'kendang',
    );
    const base = instrumentsFound.only
      ? instrumentsFound.listed
      : instrumentsFound.listed.length
        ? [...instrumentsFound.listed, ...rhythm, ...profile.instruments]
        : [...profile.instruments];
    instruments = [...new Set(base)]
      .filter((item) => !instrumentsFound.without.includes(item))
      .slice(
        0,
        instrumentsFound.only
          ? GENERATION_LIMITS.maxInstruments
          : Math.max(5, instrumentsFound.listed.length + 2),
      );
    if (!instruments.length) instruments = ['piano'];
    named = (item) => instrumentsFound.listed.includes(item);
  } else instruments = [...profile.instruments];

  const understood: UnderstoodPrompt = {
    genre,
    mood,
    bpm,
    key: {tonic, mode},
    durationSeconds,
    instruments,
    namedInstruments: instruments.filter(named),
    language: detectLanguage(words),
    sources,
  };
  if (occasion) understood.occasion = occasion.id;
  return understood;
}

/** A key as text, e.g. 'F# minor'. */
export function keyName(key: MusicalKey): string {
  return `${key.tonic} ${key.mode}`;
}
