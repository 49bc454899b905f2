import {z} from 'zod';
import {resultPart} from '../../jobRow.ts';
import {firstInputSong, jobStemsOf} from '../../registry.ts';
import type {JobStems, ResultFacts} from '../../registry.ts';
import type {ResultVariant} from '../../resultNames.ts';
import {separateResultSchema} from './separateParams.ts';

const stemSchema = separateResultSchema.shape.stems.element;

/** The part of a separation's result that holds its stems (a `separate` job's, an `import`'s `separation`). */
export const separationStemsSchema = separateResultSchema.pick({stems: true, durationSeconds: true});

/** The stems of a separation's result, or null when `data` holds none. */
export function separationStems(data: unknown): JobStems | null {
  const part = resultPart(separationStemsSchema, data);
  return part ? jobStemsOf(part) : null;
}

const variantSchema = separateResultSchema
  .pick({stems: true, semitones: true, tempo: true, format: true})
  .partial();

/** What sets a separation apart from the song's other results, read from its result (nothing when `data` holds none). */
export function separationVariant(data: unknown): ResultVariant {
  const separation = resultPart(variantSchema.nullable(), data);
  if (!separation) return {};
  return {
    stems: separation.stems?.some((stem) => stem.name === 'drums') ? '4' : '2',
    semitones: separation.semitones,
    tempo: separation.tempo,
    format: separation.format,
  };
}

const peaksSchema = z
  .object({
    stems: z.array(stemSchema.pick({fileId: true, peaksFileId: true})),
    input: separateResultSchema.shape.input.pick({fileId: true, peaksFileId: true}),
  })
  .partial();

/** What the API reads of a `separate` job's result: its stems, its song (the input), its variant and its peaks. */
export const separateResultFacts: ResultFacts = {
  stems: separationStems,
  songName: firstInputSong,
  variant: separationVariant,
  peaks(data) {
    const part = resultPart(peaksSchema, data);
    return [...(part?.stems ?? []), ...(part?.input ? [part.input] : [])];
  },
};
