/** An instrument whose open strings (or a voice's range) the tuner shows. */
export type InstrumentId = 'chromatic' | 'guitar' | 'bass' | 'ukulele' | 'violin' | 'voice';

/** The instruments the tuner offers, in the order of its list. */
export const INSTRUMENT_IDS: readonly InstrumentId[] = [
  'chromatic',
  'guitar',
  'bass',
  'ukulele',
  'violin',
  'voice',
];

/** The target notes (MIDI numbers) of each instrument, low to high; chromatic has none. */
export const INSTRUMENT_TARGETS: Readonly<Record<InstrumentId, readonly number[]>> = {
  chromatic: [],
  // E2 A2 D3 G3 B3 E4
  guitar: [40, 45, 50, 55, 59, 64],
  // E1 A1 D2 G2
  bass: [28, 33, 38, 43],
  // G4 C4 E4 A4 (re-entrant, in string order)
  ukulele: [67, 60, 64, 69],
  // G3 D4 A4 E5
  violin: [55, 62, 69, 76],
  // C3 to C5, the A of each octave and the Cs, a singer's warm-up references
  voice: [48, 57, 60, 69, 72],
};

/** Index of the target nearest to a MIDI pitch (fractional allowed); -1 when there are none. */
export function nearestTarget(targets: readonly number[], midi: number): number {
  let best = -1;
  let distance = Infinity;
  targets.forEach((target, index) => {
    if (Math.abs(target - midi) < distance) {
      distance = Math.abs(target - midi);
      best = index;
    }
  });
  return best;
}
