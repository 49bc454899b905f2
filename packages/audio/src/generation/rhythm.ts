import type {Bar} from './form.ts';
import type {MidiNote} from './midiFile.ts';
import type {PartContext} from './context.ts';
import {BAR, STEP, humanNote, patternSteps, tickOf} from './context.ts';
import type {Random} from './random.ts';
import {nearestPitch} from './theory.ts';
import type {Genre} from './vocabulary.ts';

// General MIDI percussion keys.
const KICK = 36;
const SNARE = 38;
const SIDE_STICK = 37;
const CLAP = 39;
const CLOSED_HAT = 42;
const PEDAL_HAT = 44;
const OPEN_HAT = 46;
const CRASH = 49;
const RIDE = 51;
const TAMBOURINE = 54;
const SHAKER = 70;
const LOW_TOM = 45;
const MID_TOM = 47;
const HIGH_TOM = 50;
const MUTE_HIGH_CONGA = 62;
const OPEN_HIGH_CONGA = 63;
const LOW_CONGA = 64;
const HIGH_BONGO = 60;

interface DrumPattern {
  /** Per instrument key: a 16-step pattern for calm sections and one for full sections. */
  lines: {key: number; calm: string; full: string; velocity: number}[];
}

const DRUMS: Record<Genre, DrumPattern> = {
  pop: {
    lines: [
      {key: KICK, calm: 'X.......X.x.....', full: 'X.....x.X.x.....', velocity: 100},
      {key: SNARE, calm: '....X.......X...', full: '....X.......X...', velocity: 96},
      {key: CLOSED_HAT, calm: 'x.o.x.o.x.o.x.o.', full: 'x.x.x.x.x.x.x.x.', velocity: 70},
    ],
  },
  rock: {
    lines: [
      {key: KICK, calm: 'X.......X.......', full: 'X.....x.X.x.....', velocity: 108},
      {key: SNARE, calm: '....X.......X...', full: '....X.......X...', velocity: 108},
      {key: CLOSED_HAT, calm: 'x.x.x.x.x.x.x.x.', full: '................', velocity: 80},
      {key: RIDE, calm: '................', full: 'X.x.X.x.X.x.X.x.', velocity: 82},
    ],
  },
  ballad: {
    lines: [
      {key: KICK, calm: 'X.........x.....', full: 'X.........X.....', velocity: 92},
      {key: SIDE_STICK, calm: '....x.......x...', full: '................', velocity: 80},
      {key: SNARE, calm: '................', full: '....X.......X...', velocity: 90},
      {key: CLOSED_HAT, calm: 'x...x...x...x...', full: 'x.o.x.o.x.o.x.o.', velocity: 62},
    ],
  },
  dangdut: {
    lines: [
      {key: KICK, calm: 'X.......X.......', full: 'X.......X.......', velocity: 96},
      {key: CLOSED_HAT, calm: 'x...x...x...x...', full: 'x.x.x.x.x.x.x.x.', velocity: 66},
    ],
  },
  keroncong: {lines: []},
  jazz: {
    lines: [
      {key: RIDE, calm: 'X...x.x.X...x.x.', full: 'X...x.x.X...x.x.', velocity: 78},
      {key: PEDAL_HAT, calm: '....x.......x...', full: '....x.......x...', velocity: 66},
      {key: KICK, calm: 'o...o...o...o...', full: 'o...o...o...o...', velocity: 55},
    ],
  },
  rnb: {
    lines: [
      {key: KICK, calm: 'X......x..x.....', full: 'X..x...x..x.....', velocity: 100},
      {key: SNARE, calm: '....X.......X...', full: '....X.......X...', velocity: 90},
      {key: CLOSED_HAT, calm: 'x.x.x.x.x.x.x.x.', full: 'x.xxx.x.x.xxx.x.', velocity: 60},
    ],
  },
  edm: {
    lines: [
      {key: KICK, calm: 'X...X...X...X...', full: 'X...X...X...X...', velocity: 112},
      {key: CLAP, calm: '....X.......X...', full: '....X.......X...', velocity: 96},
      {key: OPEN_HAT, calm: '..x...x...x...x.', full: '..x...x...x...x.', velocity: 76},
      {key: CLOSED_HAT, calm: '................', full: 'x.x.x.x.x.x.x.x.', velocity: 58},
    ],
  },
  lofi: {
    lines: [
      {key: KICK, calm: 'X......x..X.....', full: 'X......x..X.....', velocity: 88},
      {key: SNARE, calm: '....x.......x...', full: '....X.......X...', velocity: 74},
      {key: CLOSED_HAT, calm: 'x.x.x.x.x.x.x.x.', full: 'x.x.x.x.x.x.x.x.', velocity: 52},
    ],
  },
  hiphop: {
    lines: [
      {key: KICK, calm: 'X......X..X.....', full: 'X......X..X..x..', velocity: 110},
      {key: SNARE, calm: '....X.......X...', full: '....X.......X...', velocity: 100},
      {key: CLOSED_HAT, calm: 'x.x.x.x.x.x.x.x.', full: 'x.x.x.x.x.x.x.x.', velocity: 64},
    ],
  },
  worship: {
    lines: [
      {key: KICK, calm: 'X.......X.......', full: 'X.......X.x.....', velocity: 94},
      {key: SIDE_STICK, calm: '....x.......x...', full: '................', velocity: 72},
      {key: SNARE, calm: '................', full: '....X.......X...', velocity: 92},
      {key: CLOSED_HAT, calm: 'x...x...x...x...', full: 'x.x.x.x.x.x.x.x.', velocity: 62},
    ],
  },
  acoustic: {
    lines: [
      {key: KICK, calm: 'X.......X.......', full: 'X.......X.......', velocity: 86},
      {key: SIDE_STICK, calm: '....x.......x...', full: '....X.......X...', velocity: 76},
      {key: SHAKER, calm: 'x.o.x.o.x.o.x.o.', full: 'x.ox.xoxx.ox.xox', velocity: 60},
    ],
  },
};

function fill(context: PartContext, random: Random, bar: Bar, notes: MidiNote[]): void {
  const toms = [HIGH_TOM, HIGH_TOM, MID_TOM, MID_TOM, LOW_TOM, LOW_TOM];
  const start = random.pick([8, 12]);
  for (let step = start, i = 0; step < 16; step += 1, i++) {
    const key =
      start === 12
        ? SNARE
        : (toms[Math.min(toms.length - 1, Math.floor((i * toms.length) / (16 - start)))] ?? SNARE);
    notes.push(humanNote(random, tickOf(context, bar.index, step), STEP, key, 70 + 3 * i));
  }
}

/** The drum kit: the genre's groove, lighter in calm sections, fills before new sections, crashes on them. */
export function drumPart(context: PartContext, random: Random): MidiNote[] {
  const notes: MidiNote[] = [];
  const {lines} = DRUMS[context.genre];
  for (const bar of context.bars) {
    const start = bar.index * BAR;
    if (bar.final) {
      notes.push(
        humanNote(random, start, context.endTick - start - 20, CRASH, 100),
        humanNote(random, start, STEP, KICK, 104),
      );
      continue;
    }
    const full = bar.energy >= 0.8;
    if (bar.position === 0 && bar.index > 0 && bar.section !== 'intro')
      notes.push(humanNote(random, start, BAR, CRASH, full ? 100 : 80));
    const lastOfSection = bar.position === bar.sectionLength - 1 && bar.sectionLength >= 4;
    for (const line of lines) {
      // Below 100 BPM the cymbals and shakers keep to the beats: even off-beat eighths would make the
      // pulse read (and feel) twice as fast.
      // Below 90 BPM the kick and snare too (a ballad's kick and snare on the beats, as drummers play them).
      const slow =
        context.bpm < 90 ||
        (context.bpm < 100 && line.key !== KICK && line.key !== SNARE && line.key !== RIDE);
      const pattern = full ? line.full : line.calm;
      const steps = patternSteps(
        slow ? [...pattern].map((char, step) => (step % 4 ? '.' : char)).join('') : pattern,
      );
      for (const {step, accent} of steps) {
        if (
          lastOfSection &&
          step >= 8 &&
          line.key !== KICK &&
          line.key !== CLOSED_HAT &&
          line.key !== RIDE &&
          line.key !== PEDAL_HAT
        )
          continue;
        const velocity = line.velocity * accent * (0.85 + 0.15 * bar.energy);
        notes.push(humanNote(random, tickOf(context, bar.index, step), STEP, line.key, velocity, 0.6));
      }
    }
    if (lastOfSection && context.genre !== 'jazz') fill(context, random, bar, notes);
    else if (context.genre === 'jazz')
      for (const step of [6, 10, 14])
        if (random.chance(0.3))
          notes.push(humanNote(random, tickOf(context, bar.index, step), STEP, SNARE, 48));
  }
  return notes;
}

// Kendang: "dung" (low, open), "tak" (high, slapped), "tek" (muted), over a tambourine on the beats.
const KENDANG_LINES: {key: number; pattern: string; velocity: number}[] = [
  {key: LOW_CONGA, pattern: 'X...x..xX...x...', velocity: 104},
  {key: OPEN_HIGH_CONGA, pattern: '..x...x...x...X.', velocity: 90},
  {key: MUTE_HIGH_CONGA, pattern: '.o...o...o...o..', velocity: 64},
  {key: HIGH_BONGO, pattern: '...o.......o....', velocity: 60},
  {key: TAMBOURINE, pattern: 'x.o.x.o.x.o.x.o.', velocity: 76},
];

/** Dangdut-style kendang (congas and bongos for the kendang and ketipung) with a tambourine. */
export function kendangPart(context: PartContext, random: Random): MidiNote[] {
  const notes: MidiNote[] = [];
  for (const bar of context.bars) {
    if (bar.final) {
      notes.push(humanNote(random, bar.index * BAR, STEP * 2, LOW_CONGA, 108));
      continue;
    }
    const lastOfSection = bar.position === bar.sectionLength - 1 && bar.sectionLength >= 4;
    for (const line of KENDANG_LINES)
      for (const {step, accent} of patternSteps(line.pattern)) {
        if (lastOfSection && step >= 12) continue;
        notes.push(
          humanNote(
            random,
            tickOf(context, bar.index, step),
            STEP,
            line.key,
            line.velocity * accent * (0.85 + 0.15 * bar.energy),
            0.7,
          ),
        );
      }
    if (lastOfSection)
      for (const step of [12, 13, 14, 15])
        notes.push(
          humanNote(
            random,
            tickOf(context, bar.index, step),
            STEP,
            step % 2 ? OPEN_HIGH_CONGA : LOW_CONGA,
            90,
          ),
        );
  }
  return notes;
}

// Bass patterns over 16 steps: R root, 5 fifth, 8 octave, 3 third, A approach (a step towards the next root).
const BASS: Record<Genre, {calm: string; full: string}> = {
  pop: {calm: 'R.......R...5...', full: 'R.....R.R...5.R.'},
  rock: {calm: 'R.R.R.R.R.R.R.R.', full: 'R.R.R.R.R.R.R.RA'},
  ballad: {calm: 'R.......5.......', full: 'R.......5.....A.'},
  dangdut: {calm: 'R...R...5...R...', full: 'R..RR..R5..5R..A'},
  keroncong: {calm: 'R.......5.......', full: 'R.......5.......'},
  jazz: {calm: 'R...3...5...A...', full: 'R...3...5...A...'},
  rnb: {calm: 'R.....R...5..R..', full: 'R.....R...5..RA.'},
  edm: {calm: '..R...R...R...R.', full: '..R.R.R...R.R.R.'},
  lofi: {calm: 'R.......R..5....', full: 'R......R..R..5..'},
  hiphop: {calm: 'R......R..R.....', full: 'R......R..R..R..'},
  worship: {calm: 'R.......R...5...', full: 'R.....R.R...5...'},
  acoustic: {calm: 'R.......5.......', full: 'R.....R.5...5...'},
};

// The keroncong cello: plucked chord tones in a running, syncopated figure.
const CELLO_KERONCONG = 'R...3...5...3.5.';

/** The bass line: the genre's pattern on the chord roots, with approach notes, ending on the tonic. */
export function bassPart(
  context: PartContext,
  random: Random,
  low: number,
  high: number,
  keroncongCello = false,
): MidiNote[] {
  const notes: MidiNote[] = [];
  const centre = Math.round((low + high) / 2) - 5;
  for (const bar of context.bars) {
    const rootClass = (context.tonic + bar.chord.root) % 12;
    const root = nearestPitch(rootClass, centre);
    const next = context.bars[bar.index + 1];
    const nextRoot = next ? nearestPitch((context.tonic + next.chord.root) % 12, centre) : root;
    if (bar.final) {
      notes.push(humanNote(random, bar.index * BAR, context.endTick - bar.index * BAR, root, 100));
      continue;
    }
    const pattern = keroncongCello
      ? CELLO_KERONCONG
      : bar.energy >= 0.8
        ? BASS[context.genre].full
        : BASS[context.genre].calm;
    // Slow songs keep the bass on the beats, like their drums.
    const onBeats = context.bpm < (context.genre === 'hiphop' ? 100 : 90) && !keroncongCello;
    const steps = [
      ...(onBeats ? [...pattern].map((char, step) => (step % 4 ? '.' : char)).join('') : pattern),
    ]
      .map((char, step) => ({char, step}))
      .filter(({char}) => char !== '.');
    steps.forEach(({char, step}, i) => {
      const third = bar.chord.tones[1] ?? 4;
      const fifth = bar.chord.tones[2] ?? 7;
      let pitch = root;
      if (char === '5') pitch = root + fifth;
      else if (char === '8') pitch = root + 12;
      else if (char === '3') pitch = root + third;
      else if (char === 'A') pitch = nextRoot + (nextRoot > root ? -1 : nextRoot < root ? 1 : 2);
      while (pitch > high) pitch -= 12;
      while (pitch < low) pitch += 12;
      const nextStep = steps[i + 1]?.step ?? 16;
      const staccato = keroncongCello || context.genre === 'dangdut' || context.genre === 'edm';
      const length = (nextStep - step) * STEP * (staccato ? 0.55 : 0.92);
      notes.push(
        humanNote(
          random,
          tickOf(context, bar.index, step),
          length,
          pitch,
          (step % 4 === 0 ? 100 : 84) * (0.85 + 0.15 * bar.energy),
        ),
      );
    });
  }
  return notes;
}
