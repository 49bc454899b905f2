import type {Bar} from './form.ts';
import type {MidiNote} from './midiFile.ts';
import {TICKS_PER_BEAT} from './midiFile.ts';
import type {Random} from './random.ts';
import type {Genre} from './vocabulary.ts';

/** Ticks in a bar of 4/4 and in a sixteenth. */
export const BAR = 4 * TICKS_PER_BEAT;
export const STEP = TICKS_PER_BEAT / 4;

/** What every part writer reads. */
export interface PartContext {
  genre: Genre;
  bars: Bar[];
  /** MIDI pitch class of the tonic (0 = C). */
  tonic: number;
  mode: 'major' | 'minor';
  bpm: number;
  /** 0..0.33: how late the off-beat eighths (or sixteenths) come. */
  swing: number;
  /** Swing the sixteenths instead of the eighths (R&B, hip hop). */
  swingSixteenths: boolean;
  /** Where the final chord stops sounding (a little before the end of the file). */
  endTick: number;
}

/** The tick of sixteenth `step` (may be beyond 15) in bar `bar`, with the genre's swing. */
export function tickOf(context: PartContext, bar: number, step: number): number {
  let tick = bar * BAR + step * STEP;
  if (context.swing > 0) {
    if (context.swingSixteenths && step % 2 === 1) tick += Math.round(context.swing * STEP);
    else if (!context.swingSixteenths && step % 4 === 2) tick += Math.round(context.swing * 2 * STEP);
  }
  return tick;
}

/** A note with humanised timing (a few ms) and velocity. */
export function humanNote(
  random: Random,
  tick: number,
  length: number,
  pitch: number,
  velocity: number,
  looseness = 1,
): MidiNote {
  return {
    tick: Math.max(0, Math.round(tick + random.gauss(6 * looseness))),
    length: Math.max(STEP / 4, Math.round(length + random.gauss(4 * looseness))),
    pitch,
    velocity: Math.max(1, Math.min(127, Math.round(velocity + random.gauss(6 * looseness)))),
  };
}

/** Steps of a pattern string: 'X' accent, 'x' normal, 'o' soft, anything else a rest. */
export function patternSteps(pattern: string): {step: number; accent: number}[] {
  const out: {step: number; accent: number}[] = [];
  for (let step = 0; step < pattern.length; step++) {
    const char = pattern[step];
    if (char === 'X') out.push({step, accent: 1});
    else if (char === 'x') out.push({step, accent: 0.78});
    else if (char === 'o') out.push({step, accent: 0.5});
  }
  return out;
}
