import type {PartContext} from './context.ts';
import {BAR, STEP, humanNote, tickOf} from './context.ts';
import type {Bar, SectionName} from './form.ts';
import type {InstrumentVoice} from './instruments.ts';
import type {MidiNote} from './midiFile.ts';
import type {Random} from './random.ts';
import {nearestPitch, scaleOf} from './theory.ts';
import type {Instrument} from './vocabulary.ts';

interface MotifNote {
  /** Sixteenth within the two-bar phrase (0..31). */
  step: number;
  /** Scale steps up or down from the note before. */
  move: number;
}

const CELLS = {
  sparse: ['x...', 'x...', 'x.x.', '..x.', 'x...', '....'],
  medium: ['x.x.', 'x...', 'x..x', '..x.', 'x.xx', 'x.x.'],
  dense: ['x.x.', 'xxx.', 'x.xx', 'x..x', 'xxxx', '.xx.'],
};

/** A two-bar phrase rhythm and contour: busy at slow tempos, sparser at fast ones; ends with a held note. */
function makeMotif(random: Random, bpm: number, section: SectionName): MotifNote[] {
  const density = bpm < 90 || bpm >= 125 ? 'sparse' : 'medium';
  const cells = CELLS[section === 'chorus' && density === 'sparse' ? 'medium' : density];
  const notes: MotifNote[] = [];
  let direction = random.chance(0.5) ? 1 : -1;
  // Six beats of melody, then a held note on beat 7 and a breath.
  for (let beat = 0; beat < 6; beat++) {
    const cell = random.pick(cells);
    for (let i = 0; i < 4; i++) {
      if (cell[i] !== 'x') continue;
      if (random.chance(0.3)) direction = -direction;
      const leap = random.chance(0.2) ? 2 : 1;
      notes.push({step: beat * 4 + i, move: notes.length === 0 ? 0 : direction * leap});
    }
  }
  notes.push({step: 24, move: random.pick([-1, 1, 0])});
  return notes;
}

function scalePitches(tonic: number, mode: 'major' | 'minor', low: number, high: number): number[] {
  const scale = scaleOf(mode).map((interval) => (tonic + interval) % 12);
  const pitches: number[] = [];
  for (let pitch = low; pitch <= high; pitch++) if (scale.includes(pitch % 12)) pitches.push(pitch);
  return pitches;
}

function chordPitchClasses(context: PartContext, bar: Bar): number[] {
  return bar.chord.tones.map((tone) => (context.tonic + bar.chord.root + tone) % 12);
}

function nearestOf(classes: number[], target: number, low: number, high: number): number {
  let best = target;
  let distance = Infinity;
  for (const pitchClass of classes) {
    let pitch = nearestPitch(pitchClass, target);
    if (pitch > high) pitch -= 12;
    if (pitch < low) pitch += 12;
    if (Math.abs(pitch - target) < distance) {
      distance = Math.abs(pitch - target);
      best = pitch;
    }
  }
  return best;
}

const PLAYS: Record<SectionName, boolean> = {
  intro: false,
  verse: true,
  chorus: true,
  bridge: true,
  outro: true,
};
const INTRO_LEADS: readonly Instrument[] = ['suling', 'flute', 'violin', 'saxophone', 'trumpet'];

/**
 * The lead melody: two-bar phrases from one motif per section (repeated, the last phrase of a
 * section varied), strong beats on chord tones, steps between them on the scale, every section
 * ending on its chord's root and the song on the tonic. Suling and flute get grace notes.
 */
export function melodyPart(
  context: PartContext,
  random: Random,
  instrument: Instrument,
  voice: InstrumentVoice,
): MidiNote[] {
  const notes: MidiNote[] = [];
  const low = voice.low;
  const high = voice.high;
  const scale = scalePitches(context.tonic, context.mode, low, high);
  const motifs = new Map<string, MotifNote[]>();
  const ornaments = instrument === 'suling' || instrument === 'flute' || instrument === 'violin';
  const legato = ['suling', 'flute', 'violin', 'saxophone', 'trumpet', 'cello', 'strings', 'synth'].includes(
    instrument,
  );
  let pitch = nearestPitch(context.tonic, Math.round((low + high) / 2));
  for (const bar of context.bars) {
    if (bar.final) {
      const tonic = nearestOf([context.tonic], pitch, low, high);
      notes.push(humanNote(random, bar.index * BAR, context.endTick - bar.index * BAR, tonic, 88));
      continue;
    }
    const plays = PLAYS[bar.section] || INTRO_LEADS.includes(instrument) || context.genre === 'dangdut';
    if (!plays || bar.position % 2 === 1) continue;
    const phrase = Math.floor(bar.position / 2);
    const phrases = Math.ceil(bar.sectionLength / 2);
    const lastPhrase = phrase === phrases - 1;
    const key = `${bar.section}:${lastPhrase && phrases > 1 ? 'end' : phrase % 2}`;
    if (!motifs.has(key)) motifs.set(key, makeMotif(random.fork(key), context.bpm, bar.section));
    const motif = motifs.get(key)!;
    const centre =
      Math.round((low + high) / 2) + (bar.section === 'chorus' ? 3 : bar.section === 'verse' ? -2 : 0);
    const second = context.bars[bar.index + 1];
    motif.forEach((note, i) => {
      const inSecond = note.step >= 16;
      const noteBar = inSecond && second && !second.final && second.section === bar.section ? second : bar;
      if (inSecond && noteBar === bar && bar.position + 1 >= bar.sectionLength) return;
      const isLast = i === motif.length - 1;
      const classes = chordPitchClasses(context, noteBar);
      let index = scale.indexOf(
        nearestOf(
          scale.map((p) => p % 12),
          pitch,
          low,
          high,
        ),
      );
      if (index < 0) index = Math.floor(scale.length / 2);
      let target = scale[Math.max(0, Math.min(scale.length - 1, index + note.move))]!;
      // Drift back towards the middle of the range.
      if (target > centre + 7) target -= 2;
      if (target < centre - 7) target += 2;
      if (isLast && lastPhrase)
        pitch = nearestOf([(context.tonic + noteBar.chord.root) % 12], target, low, high);
      else if (note.step % 4 === 0 || isLast) pitch = nearestOf(classes, target, low, high);
      else pitch = scale.includes(target) ? target : nearestOf(classes, target, low, high);
      const next = motif[i + 1];
      const stepLength = (next ? next.step : 32) - note.step;
      const length = isLast ? STEP * 7 : stepLength * STEP * (legato ? 0.95 : 0.8);
      const velocity = (bar.section === 'chorus' ? 92 : 80) * (note.step % 8 === 0 ? 1 : 0.88);
      const tick = tickOf(context, bar.index, note.step);
      if (ornaments && (isLast || stepLength >= 4) && random.chance(0.35)) {
        const grace = scale[Math.min(scale.length - 1, scale.indexOf(pitch) + 1)] ?? pitch + 2;
        notes.push(humanNote(random, tick - 40, 36, grace, velocity * 0.8, 0.3));
      }
      notes.push(humanNote(random, tick, length, pitch, velocity, 0.8));
    });
  }
  return notes;
}
