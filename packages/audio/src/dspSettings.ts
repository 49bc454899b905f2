import type {Hertz} from './units.ts';

/** Settings of the `dsp` separation engine. */
export interface DspOptions {
  /** @default 2048 */
  nFft?: number;
  /** @default 512 */
  hop?: number;
  /** Nothing below this is vocal. @default 120 */
  lowCutHz?: Hertz;
  /** Nothing above this is vocal. @default 10000 */
  highCutHz?: Hertz;
  /** The lowest sung fundamental searched for. @default 150 */
  minF0?: Hertz;
  /** The highest sung fundamental searched for. @default 900 */
  maxF0?: Hertz;
  /** How much side (L − R) energy counts against a bin being centred: weight m² / (m² + β s²). @default 8 */
  sideWeight?: number;
  /** The power of the centre weight in the pitch salience (higher ignores panned instruments more). @default 6 */
  salienceCentrePower?: number;
  /** The power of the centre weight in the vocal mask. @default 3 */
  maskCentrePower?: number;
  /** Half-width in bins of the neighbourhood a bin's log level is compared with for pitch salience. @default 12 */
  whiteningRadius?: number;
  /** Harmonics searched for in the pitch salience. @default 16 */
  salienceHarmonics?: number;
  /** The weight of each further harmonic in the pitch salience (the first weighs 1). @default 0.84 */
  harmonicDecay?: number;
  /** Viterbi cost of a pitch jump, per 20-cent step. @default 0.05 */
  jumpCost?: number;
  /** A frame is sung when its salience is above this fraction of the track's 90th percentile. @default 0.25 */
  voicingThreshold?: number;
  /** Half-width (in bins) of each harmonic of the comb mask, before vibrato widens it. @default 1.6 */
  harmonicWidth?: number;
  /** The power of the harmonic share H / √(H² + P²) (medians across time and frequency) in the vocal mask; 0 ignores it. @default 1 */
  percussivePower?: number;
  /** For 4 stems, the harmonic accompaniment below this is bass (fading out an octave above). @default 250 */
  bassCutHz?: Hertz;
  /** The Wiener-style mask exponent (1 = plain ratio mask, 2 = power ratio). @default 2 */
  maskExponent?: number;
}

/** Defaults of the `dsp` engine. */
export const DSP_DEFAULTS = {
  nFft: 2048,
  hop: 512,
  lowCutHz: 120,
  highCutHz: 10000,
  minF0: 150,
  maxF0: 900,
  sideWeight: 8,
  salienceCentrePower: 6,
  maskCentrePower: 3,
  whiteningRadius: 12,
  salienceHarmonics: 16,
  harmonicDecay: 0.84,
  jumpCost: 0.05,
  voicingThreshold: 0.25,
  harmonicWidth: 1.6,
  percussivePower: 1,
  bassCutHz: 250,
  maskExponent: 2,
} as const satisfies Required<DspOptions>;

/** The pitch grid of the melody tracker, in cents per candidate. */
export const CENTS_PER_STEP = 20;

/** The settings with defaults filled in, or a `RangeError` for settings that cannot work. */
export function resolveSettings(options: DspOptions): Required<DspOptions> {
  const settings = {...DSP_DEFAULTS, ...options};
  if (!(settings.minF0 > 0 && settings.maxF0 > settings.minF0))
    throw new RangeError('minF0 must be positive and below maxF0');
  if (!(Number.isInteger(settings.hop) && settings.hop >= 1 && 2 * settings.hop <= settings.nFft))
    throw new RangeError('hop must be a whole number of at most nFft / 2');
  if (!(settings.lowCutHz >= 0 && settings.highCutHz > settings.lowCutHz))
    throw new RangeError('highCutHz must be above lowCutHz');
  return settings;
}
