import {z} from 'zod';
import {resultPart} from '../../jobRow.ts';
import type {ResultFacts} from '../../registry.ts';
import {separationStems, separationVariant} from '../separate/separateFacts.ts';
import {importResultSchema} from './importParams.ts';

const separationSchema = z.object({separation: z.unknown()});
const titleSchema = z.object({source: importResultSchema.shape.source.pick({title: true})});

/** The `separation` of an import's result: what a separate job answers, or null. */
const separationOf = (data: unknown) => resultPart(separationSchema, data)?.separation ?? null;

/**
 * What the API reads of an `import` job's result: the stems and variant of its separation (none
 * for one that made no stems), and its song, the title the site gives.
 */
export const importResultFacts: ResultFacts = {
  stems: (data) => separationStems(separationOf(data)),
  variant: (data) => separationVariant(separationOf(data)),
  songName({data}) {
    const title = resultPart(titleSchema, data)?.source.title;
    return title ? {title} : null;
  },
};
