export {
  KEY_SHIFT_RANGE,
  decibelsToGain,
  gainToDecibels,
  hertzToMidi,
  midiToHertz,
  ratioToSemitones,
  semitonesToRatio,
} from './units';
export type {Decibels, Hertz, Semitones} from './units';
