import type {PartContext} from './context.ts';
import {BAR, STEP, humanNote, patternSteps, tickOf} from './context.ts';
import type {InstrumentVoice} from './instruments.ts';
import type {MidiNote} from './midiFile.ts';
import type {Random} from './random.ts';
import {voiceChord} from './theory.ts';
import type {Genre, Instrument} from './vocabulary.ts';

/** How a harmony instrument plays its chords. */
export type HarmonyStyle =
  'sustain' | 'block' | 'arpeggio' | 'strum' | 'power' | 'offbeat' | 'cuk' | 'comp' | 'stab';

/** The style of an instrument's chords in a genre. */
export function harmonyStyle(genre: Genre, instrument: Instrument): HarmonyStyle {
  if (['strings', 'pad', 'choir'].includes(instrument)) return 'sustain';
  if (instrument === 'organ') return genre === 'rock' || genre === 'dangdut' ? 'offbeat' : 'sustain';
  if (['brass', 'trumpet', 'saxophone', 'synth'].includes(instrument))
    return genre === 'edm' ? 'offbeat' : 'stab';
  if (['flute', 'suling', 'violin', 'cello'].includes(instrument)) return 'sustain';
  if (instrument === 'ukulele') return genre === 'keroncong' ? 'offbeat' : 'strum';
  if (instrument === 'electric-guitar')
    return genre === 'rock' ? 'power' : genre === 'dangdut' ? 'offbeat' : 'strum';
  if (instrument === 'guitar') {
    if (genre === 'keroncong') return 'cuk';
    if (genre === 'ballad' || genre === 'lofi') return 'arpeggio';
    return 'strum';
  }
  // Pianos.
  if (genre === 'jazz' || genre === 'rnb' || genre === 'lofi') return 'comp';
  if (genre === 'ballad' || genre === 'acoustic' || genre === 'keroncong') return 'arpeggio';
  return 'block';
}

const BLOCK: Record<string, string> = {calm: 'X.......x.......', full: 'X.....x.X.....x.'};
const STRUM: Record<string, string> = {
  calm: 'X.....x.x.x.....',
  full: 'X.x...x.x.x.x.x.',
  slow: 'X...x...X...x...',
};
const OFFBEAT = '..x...x...x...x.';
const CUK = 'x..xx..xx..xx..x';
const COMP = ['X.....x.........', '......x.....x...', 'x.......x.....x.', '...x......x.....'];

/** The chords of one instrument, voiced smoothly within its range, ending on the held tonic chord. */
export function harmonyPart(
  context: PartContext,
  random: Random,
  instrument: Instrument,
  voice: InstrumentVoice,
  style: HarmonyStyle,
): MidiNote[] {
  const notes: MidiNote[] = [];
  // Chords sit in the middle of the range, under the lead.
  const low = Math.max(voice.low, 50);
  const high = Math.min(voice.high, low + 19);
  let previous: number[] | undefined;
  for (const bar of context.bars) {
    const start = bar.index * BAR;
    const voicing = voiceChord(context.tonic, bar.chord, low, high, previous);
    previous = voicing;
    const energy = bar.energy;
    if (bar.final) {
      for (const pitch of voicing) notes.push(humanNote(random, start, context.endTick - start, pitch, 84));
      continue;
    }
    // Calm sections leave some instruments out: stabs only in full sections, sustains softer.
    if (style === 'stab' && energy < 0.8) continue;
    if (style === 'power' && bar.section === 'intro' && bar.position === 0) continue;
    const velocity = (style === 'sustain' ? 70 : 84) * (0.8 + 0.2 * energy);
    const chordAt = (step: number, length: number, pitches: number[], accent: number, spread = 0) =>
      pitches.forEach((pitch, i) =>
        notes.push(
          humanNote(
            random,
            tickOf(context, bar.index, step) + i * spread,
            length - i * spread,
            pitch,
            velocity * accent,
          ),
        ),
      );
    switch (style) {
      case 'sustain':
        // Slow songs pulse their sustained chords on the beats, which keeps the pulse clear.
        if (context.bpm < 90)
          for (let step = 0; step < 16; step += 4) chordAt(step, 4 * STEP - 12, voicing, step ? 0.75 : 1);
        else chordAt(0, BAR - 10, voicing, 1);
        break;
      case 'block': {
        const steps = patternSteps(energy >= 0.8 ? BLOCK.full! : BLOCK.calm!);
        steps.forEach(({step, accent}, i) =>
          chordAt(step, ((steps[i + 1]?.step ?? 16) - step) * STEP - 20, voicing, accent),
        );
        break;
      }
      case 'strum': {
        const steps = patternSteps(
          context.bpm < 100 ? STRUM.slow! : energy >= 0.8 ? STRUM.full! : STRUM.calm!,
        );
        steps.forEach(({step, accent}, i) => {
          const up = step % 4 === 2;
          const pitches = up ? [...voicing].reverse().slice(0, 3) : voicing;
          chordAt(
            step,
            ((steps[i + 1]?.step ?? 16) - step) * STEP - 10,
            pitches,
            accent * (up ? 0.8 : 1),
            12,
          );
        });
        break;
      }
      case 'arpeggio': {
        const bassNote = voicing[0]! - 12;
        const order = [bassNote, ...voicing, voicing[1]! + 12, ...voicing.slice(1).reverse()];
        const every = context.bpm < 100 || context.bpm > 130 ? 4 : 2;
        for (let step = 0, i = 0; step < 16; step += every, i++)
          notes.push(
            humanNote(
              random,
              tickOf(context, bar.index, step),
              every * STEP * 2.5,
              order[i % order.length]!,
              velocity * (step % 8 === 0 ? 1 : 0.8),
            ),
          );
        break;
      }
      case 'power': {
        const root = voicing.reduce((a, b) => Math.min(a, b)) - 12;
        const rootClass = (context.tonic + bar.chord.root) % 12;
        const powerRoot = root - ((root - rootClass + 120) % 12);
        const pitches = [powerRoot + 12, powerRoot + 19, powerRoot + 24];
        for (let step = 0; step < 16; step += 2)
          chordAt(step, STEP * (energy >= 0.8 ? 1.8 : 1.2), pitches, step % 4 === 0 ? 1 : 0.8);
        break;
      }
      case 'offbeat':
        for (const {step} of patternSteps(context.bpm < 90 ? 'x...x...x...x.x.' : OFFBEAT))
          chordAt(step, STEP * 1.4, voicing, 0.9);
        break;
      case 'cuk':
        for (const {step} of patternSteps(CUK))
          chordAt(
            step,
            STEP * 0.9,
            [voicing[(step >> 1) % voicing.length]! + 12],
            step % 4 === 1 ? 0.9 : 0.7,
          );
        break;
      case 'comp': {
        // Slow songs comp on the beats, so the off-beats do not read as a doubled tempo.
        const pattern =
          context.bpm < 90 ? random.pick(['X...x...X...x...', 'X.......X...x...']) : random.pick(COMP);
        const steps = patternSteps(pattern);
        steps.forEach(({step, accent}, i) =>
          chordAt(step, ((steps[i + 1]?.step ?? 16) - step) * STEP - 30, voicing, accent),
        );
        break;
      }
      case 'stab':
        for (const step of [0, 6]) chordAt(step, STEP * 1.5, voicing, step === 0 ? 1 : 0.85);
        break;
    }
  }
  return notes;
}
