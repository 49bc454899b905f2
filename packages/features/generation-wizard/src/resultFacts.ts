import type {SeparationResultData} from './types';

// The spelling @nada/audio's key estimate uses ('C#', 'Eb', ...), so a shifted key reads like an estimated one.
const PITCH_CLASSES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;

/**
 * A key name such as 'D minor' moved by `semitones` ('E minor' for +2); a name it cannot read
 * (an empty estimate) is answered as it is.
 */
export function transposeKey(key: string, semitones: number): string {
  const match = /^([A-G](?:#|b)?) (major|minor)$/.exec(key);
  const index = match ? PITCH_CLASSES.indexOf(match[1] as (typeof PITCH_CLASSES)[number]) : -1;
  if (!match || index < 0) return key;
  return `${PITCH_CLASSES[(((index + semitones) % 12) + 12) % 12]} ${match[2]}`;
}

/** The tempo and key of a result and of the song it was made from. */
export interface ResultFacts {
  /** Beats per minute of the result: the original's times the tempo factor. */
  bpm: number;
  /** Key of the result: the original's moved by the key change; '' when unknown. */
  key: string;
  originalBpm: number;
  originalKey: string;
  /** Whether the key or the tempo was changed, so both are worth showing. */
  changed: boolean;
}

/** What a result sounds like, from the original's estimates and the job's key and tempo change. */
export function resultFacts(
  result: Pick<SeparationResultData, 'input' | 'semitones' | 'tempo'>,
): ResultFacts {
  const {bpm, key} = result.input;
  return {
    bpm: bpm * result.tempo,
    key: transposeKey(key, result.semitones),
    originalBpm: bpm,
    originalKey: key,
    changed: result.semitones !== 0 || result.tempo !== 1,
  };
}
