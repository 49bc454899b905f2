// The vocabulary the starter sounds are written in (starterSounds.ts renders them).
import {PITCH_CLASSES} from '../key.ts';
import {BAR, STEP, patternSteps} from './context.ts';
import type {MidiNote, MidiTrack} from './midiFile.ts';
import {TICKS_PER_BEAT} from './midiFile.ts';
import {parseChord, scaleOf, voiceChord} from './theory.ts';

/** What a starter sound is, as the sound library files it. */
export type StarterCategory = 'drums' | 'bass' | 'chords' | 'pads' | 'melody' | 'fx';

/** One sound of Nada's starter library: how it is filed, and the MIDI it is rendered from. */
export interface StarterSoundSpec {
  /** Stable name; seeding adds each slug once. */
  slug: string;
  title: {id: string; en: string};
  category: StarterCategory;
  kind: 'loop' | 'one-shot';
  genre: string | null;
  tags: string[];
  mood: string | null;
  /** The tempo it is written in; null for one-shots. */
  bpm: number | null;
  /** The key it is written in, e.g. 'A minor'; null for unpitched sounds. */
  key: string | null;
  /** A loop's length in 4/4 bars (it plays round seamlessly); 0 for a one-shot. */
  bars: number;
  /** A one-shot's length in seconds; a loop's follows from its bars and tempo. */
  seconds: number;
  /** The parts, at `bpm` (120 for one-shots), `TICKS_PER_BEAT` ticks per beat. */
  tracks: MidiTrack[];
}

/** General MIDI percussion keys (channel 10) the starter sounds play. */
export const DRUM = {
  KICK: 36,
  SIDE_STICK: 37,
  SNARE: 38,
  CLAP: 39,
  CLOSED_HAT: 42,
  PEDAL_HAT: 44,
  OPEN_HAT: 46,
  CRASH: 49,
  RIDE: 51,
  TAMBOURINE: 54,
  COWBELL: 56,
  HIGH_BONGO: 60,
  MUTE_HIGH_CONGA: 62,
  OPEN_HIGH_CONGA: 63,
  LOW_CONGA: 64,
  SHAKER: 70,
  CLAVES: 75,
} as const;

/** A drum line: a key and a pattern of 16 steps per bar ('X' accent, 'x' normal, 'o' soft). */
export type Line = [key: number, pattern: string];

/** A MIDI track of `notes` on `channel` with `program`, centred. */
export function track(name: string, channel: number, program: number, notes: MidiNote[]): MidiTrack {
  return {name, channel, program, volume: 100, pan: 64, notes};
}

/** The velocity of a pattern step of `accent` (0.5 soft, 0.78 normal, 1 accent). */
export const velocityOf = (accent: number, base = 100) => Math.round(base * (0.55 + 0.45 * accent));

/** Sixteenth `step` of bar `bar` in ticks, the off-beat eighths late by `swing` (0..0.33). */
export const tickAt = (bar: number, step: number, swing = 0) =>
  bar * BAR + step * STEP + (step % 4 === 2 ? Math.round(swing * 2 * STEP) : 0);

/** The notes of drum `lines` over `bars` bars. */
export function drumNotes(lines: readonly Line[], bars: number, swing = 0): MidiNote[] {
  const notes: MidiNote[] = [];
  for (let bar = 0; bar < bars; bar++)
    for (const [key, pattern] of lines)
      for (const {step, accent} of patternSteps(pattern))
        notes.push({tick: tickAt(bar, step, swing), length: STEP, pitch: key, velocity: velocityOf(accent)});
  return notes;
}

/** The tonic pitch class and mode of a key like 'A minor'. */
export function parseKey(key: string): {tonic: number; mode: 'major' | 'minor'} {
  const [name = 'C', mode = 'major'] = key.split(' ');
  const tonic = (PITCH_CLASSES as readonly string[]).indexOf(name);
  if (tonic < 0 || (mode !== 'major' && mode !== 'minor')) throw new RangeError(`bad key ${key}`);
  return {tonic, mode};
}

/** The MIDI pitch of pitch class `pitchClass` at or above `low`. */
export const above = (pitchClass: number, low: number) => low + ((pitchClass - low + 120) % 12);

/**
 * A bass line over one chord per bar: the pattern per bar ('R' root, '5' fifth, '3' third, 'A' a step
 * towards the next root), notes held to the next one (`staccato`: a little over half of that).
 */
export function bassNotes(
  key: string,
  chords: readonly string[],
  pattern: string,
  staccato = false,
): MidiNote[] {
  const {tonic} = parseKey(key);
  const notes: MidiNote[] = [];
  const steps = patternSteps(pattern.replace(/[R53A8]/g, 'x')).map(({step}) => step);
  chords.forEach((symbol, bar) => {
    const chord = parseChord(symbol);
    const root = above((tonic + chord.root) % 12, 33);
    const next = above((tonic + parseChord(chords[(bar + 1) % chords.length] ?? symbol).root) % 12, 33);
    steps.forEach((step, i) => {
      const char = pattern[step];
      let pitch = root;
      if (char === '5') pitch = root + (chord.tones[2] ?? 7);
      else if (char === '3') pitch = root + (chord.tones[1] ?? 4);
      else if (char === '8') pitch = root + 12;
      else if (char === 'A') pitch = next + (next > root ? -1 : 1);
      const length = ((steps[i + 1] ?? 16) - step) * STEP * (staccato ? 0.55 : 0.9);
      notes.push({tick: tickAt(bar, step), length, pitch, velocity: step % 4 === 0 ? 104 : 90});
    });
  });
  return notes;
}

/**
 * Chords, one per bar, voiced smoothly between `low` and `high`, struck on the pattern's steps and
 * held to the next one; 'cuk' plays one chord tone per step, an octave up, like keroncong's cuk.
 */
export function chordNotes(
  key: string,
  chords: readonly string[],
  pattern: string,
  options: {low?: number; high?: number; style?: 'block' | 'cuk' | 'sustain'; swing?: number} = {},
): MidiNote[] {
  const {tonic} = parseKey(key);
  const low = options.low ?? 55;
  const high = options.high ?? 76;
  const notes: MidiNote[] = [];
  let previous: number[] | undefined;
  chords.forEach((symbol, bar) => {
    const voicing = voiceChord(tonic, parseChord(symbol), low, high, previous);
    previous = voicing;
    if (options.style === 'sustain') {
      for (const pitch of voicing) notes.push({tick: bar * BAR, length: BAR - 10, pitch, velocity: 84});
      return;
    }
    const steps = patternSteps(pattern);
    steps.forEach(({step, accent}, i) => {
      const tick = tickAt(bar, step, options.swing);
      const length = ((steps[i + 1]?.step ?? 16) - step) * STEP - 20;
      const velocity = velocityOf(accent, 96);
      if (options.style === 'cuk')
        notes.push({
          tick,
          length: STEP * 0.9,
          pitch: (voicing[(step >> 1) % voicing.length] ?? low) + 12,
          velocity,
        });
      else for (const pitch of voicing) notes.push({tick, length, pitch, velocity});
    });
  });
  return notes;
}

/** A melody of eighth notes: scale degrees from 1 (the tonic at `octaveBase`), 0 a rest; '-' holds. */
export function melodyNotes(key: string, phrase: string, octaveBase: number): MidiNote[] {
  const {tonic, mode} = parseKey(key);
  const scale = scaleOf(mode);
  const base = above(tonic, octaveBase);
  const notes: MidiNote[] = [];
  const cells = phrase.split(' ');
  cells.forEach((cell, i) => {
    if (cell === '0' || cell === '-') return;
    const degree = Number(cell) - 1;
    const pitch = base + 12 * Math.floor(degree / 7) + (scale[((degree % 7) + 7) % 7] ?? 0);
    let held = 1;
    while (cells[i + held] === '-') held++;
    notes.push({tick: i * 2 * STEP, length: held * 2 * STEP - 20, pitch, velocity: i % 4 === 0 ? 100 : 88});
  });
  return notes;
}

/** General MIDI programs (0-based) the starter sounds play. */
export const PROGRAM = {
  PIANO: 0,
  E_PIANO: 4,
  ORGAN: 16,
  NYLON_GUITAR: 24,
  STEEL_GUITAR: 25,
  ACOUSTIC_BASS: 32,
  FINGER_BASS: 33,
  PICK_BASS: 34,
  SYNTH_BASS: 38,
  VIOLIN: 40,
  PIZZICATO: 45,
  STRINGS: 48,
  CHOIR: 52,
  ORCHESTRA_HIT: 55,
  BRASS: 61,
  FLUTE: 73,
  SHAKUHACHI: 77,
  WARM_PAD: 89,
  HALO_PAD: 94,
  SWEEP_PAD: 95,
} as const;

/** What every loop states: its slug, titles, genre, tags, mood and tempo. */
export interface LoopBase {
  slug: string;
  id: string;
  en: string;
  genre: string | null;
  tags: string[];
  mood?: string;
  bpm: number;
}

/** A two-bar drum groove from its lines. */
export function drumLoop(base: LoopBase, lines: readonly Line[], swing = 0): StarterSoundSpec {
  return loop(base, 'drums', null, 2, [track('drums', 9, 0, drumNotes(lines, 2, swing))]);
}

/** A loop of `bars` bars from its parts. */
export function loop(
  base: LoopBase,
  category: StarterCategory,
  key: string | null,
  bars: number,
  tracks: MidiTrack[],
): StarterSoundSpec {
  return {
    slug: base.slug,
    title: {id: base.id, en: base.en},
    category,
    kind: 'loop',
    genre: base.genre,
    tags: base.tags,
    mood: base.mood ?? null,
    bpm: base.bpm,
    key,
    bars,
    seconds: (bars * 4 * 60) / base.bpm,
    tracks,
  };
}

/** A one-shot: its notes struck together at once, `seconds` long (1.5 unless given). */
export function oneShot(
  slug: string,
  title: {id: string; en: string},
  category: StarterCategory,
  tags: string[],
  notes: {channel: number; program: number; pitches: number[]; velocity?: number},
  options: {key?: string; genre?: string; seconds?: number} = {},
): StarterSoundSpec {
  const seconds = options.seconds ?? 1.5;
  return {
    slug,
    title,
    category,
    kind: 'one-shot',
    genre: options.genre ?? null,
    tags,
    mood: null,
    bpm: null,
    key: options.key ?? null,
    bars: 0,
    seconds,
    tracks: [
      track(
        slug,
        notes.channel,
        notes.program,
        notes.pitches.map((pitch) => ({
          tick: 0,
          length: notes.channel === 9 ? STEP : Math.round(TICKS_PER_BEAT * 0.6),
          pitch,
          velocity: notes.velocity ?? 110,
        })),
      ),
    ],
  };
}

/** A one-shot of percussion key `key`. */
export const drum = (key: number) => ({channel: 9, program: 0, pitches: [key]});

/** Dangdut's kendang: dung (low), tak (slap), tek (muted) over a tambourine. */
export const KENDANG_DANGDUT: Line[] = [
  [DRUM.LOW_CONGA, 'X...x..xX...x...'],
  [DRUM.OPEN_HIGH_CONGA, '..x...x...x...X.'],
  [DRUM.MUTE_HIGH_CONGA, '.o...o...o...o..'],
  [DRUM.TAMBOURINE, 'x.o.x.o.x.o.x.o.'],
];

/**
 * Nada's starter library: drum grooves per genre (dangdut's kendang, koplo and a keroncong pattern
 * among them), bass lines, chord beds, pads, melodies and one-shots (kit hits, kendang hits, chord
 * stabs), all written here as MIDI and licensed CC0.
 */
