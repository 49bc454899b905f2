import {z} from 'zod';
import {separateParamsSchema, separateResultSchema} from '../separate/separateParams.ts';

/** What an `import` job can make of a link. */
export const IMPORT_THEN = ['audio', 'minusone', 'vocals', 'stems', 'keytempo'] as const;

/** Which stem set a separating `then` asks of the separate kind's work; none for the others. */
export const STEMS_OF_THEN = {minusone: '2', vocals: '2', stems: '4'} as const;

/** Parameters of an `import` job: the link, what to make of it, and the separation options. */
export const importParamsSchema = separateParamsSchema
  .omit({stems: true})
  .extend({
    url: z.string().min(1).max(2048).describe('An http or https link to a page with a video or audio'),
    then: z
      .enum(IMPORT_THEN)
      .describe(
        "'audio': just the audio, as MP3; 'minusone': vocals and the minus one (2 stems); 'vocals': the vocals alone; 'stems': four stems and the minus one; 'keytempo': the whole song in another key or tempo (semitones, tempo, format, loudnessTarget). All but 'audio' take the options of a separate job",
      ),
    range: z
      .object({
        startSeconds: z.number().min(0),
        endSeconds: z.number().positive(),
      })
      .strict()
      .refine((range) => range.endSeconds > range.startSeconds, {
        message: 'endSeconds must be after startSeconds',
        path: ['endSeconds'],
      })
      .optional()
      .describe('Only this part of the source (seconds from its start); the whole source when left out'),
  })
  .strict()
  .meta({id: 'ImportParams'});

/** Parsed `import` parameters, defaults applied. */
export type ImportParams = z.infer<typeof importParamsSchema>;

/** The stages an `import` job reports, in order. */
export const importStageSchema = z
  .enum(['fetch', 'download', 'separate', 'encode'])
  .meta({id: 'ImportStage'});

/** One stage of an `import` job. */
export type ImportStage = z.infer<typeof importStageSchema>;

/** `result.data` of a succeeded `import` job. */
export const importResultSchema = z
  .object({
    source: z
      .object({
        fileId: z.string().describe('The downloaded source, kept as one of the owner’s files'),
        title: z.string().nullable().describe('The title the site gives'),
        durationSeconds: z.number().describe('Length of the whole source, as it decodes'),
      })
      .describe('What was downloaded'),
    durationSeconds: z.number().describe('Length that was processed and charged (the range, or the source)'),
    audio: z
      .object({fileId: z.string().describe('The audio'), durationSeconds: z.number()})
      .nullable()
      .describe("With then 'audio' (MP3) or 'keytempo' (in the chosen format)"),
    separation: separateResultSchema
      .nullable()
      .describe(
        "With then 'minusone', 'stems' or 'vocals' (its stems only the vocals): what a separate job answers",
      ),
  })
  .meta({id: 'ImportResult'});

/** `result.data` of a succeeded `import` job, as typed data. */
export type ImportResult = z.infer<typeof importResultSchema>;
