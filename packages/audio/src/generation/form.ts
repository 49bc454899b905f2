import type {Random} from './random.ts';
import type {Chord, Progressions} from './theory.ts';
import {parseChord} from './theory.ts';

/** The sections of a song. */
export type SectionName = 'intro' | 'verse' | 'chorus' | 'bridge' | 'outro';

/** One bar of the song: where it is in the form, its chord and how full the arrangement is. */
export interface Bar {
  index: number;
  section: SectionName;
  /** Which occurrence of the section this bar belongs to (0 = first verse). */
  occurrence: number;
  /** The bar's place in its section, from 0. */
  position: number;
  sectionLength: number;
  chord: Chord;
  /** 0..1: how many parts play and how hard. */
  energy: number;
  /** The last bar: the final tonic chord, held. */
  final: boolean;
}

const ENERGY: Record<SectionName, number> = {intro: 0.45, verse: 0.6, chorus: 1, bridge: 0.75, outro: 0.5};

/**
 * The sections for `bars` bars: intro, verse, chorus (and again), a bridge, a last chorus and an
 * outro that ends on the tonic. Short songs drop sections from the middle, long ones repeat
 * choruses; the bar count is always exactly `bars`.
 */
export function planSections(bars: number): {name: SectionName; length: number}[] {
  if (bars < 1) throw new RangeError('a song needs at least one bar');
  if (bars <= 4) return [{name: 'outro', length: bars}];
  const intro = bars >= 24 ? 4 : bars >= 12 ? 2 : 1;
  const outro = bars >= 24 ? 4 : bars >= 8 ? 2 : 1;
  let middle = bars - intro - outro;
  const order: ('verse' | 'chorus' | 'bridge')[] = ['verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus'];
  const sections: {name: SectionName; length: number}[] = [{name: 'intro', length: intro}];
  const plan: {name: SectionName; length: number}[] = [];
  for (let i = 0; middle > 0; i++) {
    const name = i < order.length ? order[i]! : i % 2 ? 'chorus' : 'verse';
    const length = Math.min(8, middle);
    plan.push({name, length});
    middle -= length;
  }
  // A short remainder joins the section before it, so no section is a lonely bar or two.
  const last = plan[plan.length - 1];
  if (last && last.length < 4 && plan.length > 1) {
    plan.pop();
    plan[plan.length - 1]!.length += last.length;
  }
  // The song's peak is a chorus: a bridge that came last becomes one.
  if (plan.length > 1 && plan[plan.length - 1]!.name !== 'chorus') plan[plan.length - 1]!.name = 'chorus';
  sections.push(...plan, {name: 'outro', length: outro});
  return sections;
}

/** Every bar of the song with its chord, from the genre's progressions. */
export function planBars(bars: number, progressions: Progressions, random: Random): Bar[] {
  const out: Bar[] = [];
  const occurrences: Partial<Record<SectionName, number>> = {};
  for (const {name, length} of planSections(bars)) {
    const occurrence = occurrences[name] ?? 0;
    occurrences[name] = occurrence + 1;
    const symbols = progressions[name];
    for (let position = 0; position < length; position++) {
      // The last bars of the outro are a cadence: V (or the progression's) then the tonic.
      let symbol = symbols[position % symbols.length]!;
      if (name === 'outro') symbol = symbols[Math.max(0, symbols.length - (length - position))]!;
      // Sections longer than their progression end on its last chords (the cadence).
      if (name !== 'outro' && length > symbols.length && position >= length - 2)
        symbol = symbols[symbols.length - (length - position)]!;
      out.push({
        index: out.length,
        section: name,
        occurrence,
        position,
        sectionLength: length,
        chord: parseChord(symbol),
        energy: Math.min(1, ENERGY[name] + (name === 'chorus' ? 0 : 0.05 * occurrence) + random.gauss(0.02)),
        final: false,
      });
    }
  }
  const lastBar = out[out.length - 1]!;
  lastBar.final = true;
  lastBar.chord = parseChord(progressions.outro[progressions.outro.length - 1]!);
  return out;
}
