import {KEY_SHIFT_RANGE, TRANSFORM_FORMATS, TRANSFORM_STAGES} from '@nada/audio';
import {z} from 'zod';

const format = z
  .enum(TRANSFORM_FORMATS)
  .default('mp3')
  .describe('Format of the result (wav: 16-bit PCM, m4a: AAC, ogg: Vorbis)');

const locale = z
  .enum(['id', 'en'])
  .optional()
  .describe(
    "Language of the result file's name: the page that asked; the owner's profile language when left out",
  );

const seconds = z
  .number()
  .min(0)
  .max(24 * 3600);

const keytempoSchema = z
  .object({
    operation: z.literal('keytempo'),
    semitones: z
      .number()
      .int()
      .min(KEY_SHIFT_RANGE.min)
      .max(KEY_SHIFT_RANGE.max)
      .default(0)
      .describe('Key change in semitones'),
    tempoPercent: z.number().min(50).max(200).default(100).describe('Tempo in percent of the original'),
    format,
    locale,
  })
  .strict()
  .refine((params) => params.semitones !== 0 || params.tempoPercent !== 100, {
    message: 'changes neither key nor tempo',
    path: ['semitones'],
  })
  .meta({id: 'TransformKeyTempoParams'});

const analyseSchema = z
  .object({operation: z.literal('analyse'), locale})
  .strict()
  .meta({id: 'TransformAnalyseParams'});

const cutSchema = z
  .object({
    operation: z.literal('cut'),
    startSeconds: seconds.describe('Start of the range to keep'),
    endSeconds: seconds.describe('End of the range to keep, within the file'),
    fadeInSeconds: z.number().min(0).max(30).default(0).describe('Fade in from silence at the start'),
    fadeOutSeconds: z.number().min(0).max(30).default(0).describe('Fade out to silence at the end'),
    format,
    locale,
  })
  .strict()
  .refine((params) => params.endSeconds > params.startSeconds, {
    message: 'must be after startSeconds',
    path: ['endSeconds'],
  })
  .refine(
    (params) => params.fadeInSeconds + params.fadeOutSeconds <= params.endSeconds - params.startSeconds,
    {
      message: 'the fades must fit in the range',
      path: ['fadeOutSeconds'],
    },
  )
  .meta({id: 'TransformCutParams'});

const convertSchema = z
  .object({
    operation: z.literal('convert'),
    format: z
      .enum(TRANSFORM_FORMATS)
      .describe('Format to convert to (wav: 16-bit PCM, m4a: AAC, ogg: Vorbis)'),
    locale,
  })
  .strict()
  .meta({id: 'TransformConvertParams'});

/** Parameters of a `transform` job: one file tool, chosen by `operation`, with its own settings. */
export const transformParamsSchema = z
  .discriminatedUnion('operation', [keytempoSchema, analyseSchema, cutSchema, convertSchema])
  .meta({id: 'TransformParams'});

/** Parsed `transform` parameters, defaults applied. */
export type TransformParams = z.infer<typeof transformParamsSchema>;

/** The stages a `transform` job reports, in order: @nada/audio's, then storing the result. */
export const transformStageSchema = z.enum([...TRANSFORM_STAGES, 'store']).meta({id: 'TransformStage'});

/** One stage of a `transform` job. */
export type TransformStage = z.infer<typeof transformStageSchema>;

const fileResultSchema = z
  .object({
    operation: z.enum(['keytempo', 'cut', 'convert']),
    inputFileId: z.string(),
    fileId: z.string().describe('The result audio'),
    peaksFileId: z.string().describe('Its waveform peaks (application/json, the player’s WaveformPeaks)'),
    format: z.enum(TRANSFORM_FORMATS),
    durationSeconds: z.number().describe('Length of the result'),
  })
  .meta({id: 'TransformFileResult'});

const analysisResultSchema = z
  .object({
    operation: z.literal('analyse'),
    inputFileId: z.string(),
    durationSeconds: z.number(),
    bpm: z.number().describe('Estimated tempo in beats per minute (0 for silence)'),
    key: z.string().describe("Estimated key, e.g. 'A minor'"),
    loudness: z.number().describe('Integrated loudness, LUFS'),
  })
  .meta({id: 'TransformAnalysisResult'});

/** `result.data` of a succeeded `transform` job: the result file, or the analysis. */
export const transformResultSchema = z
  .union([fileResultSchema, analysisResultSchema])
  .meta({id: 'TransformResult'});

/** `result.data` of a succeeded `transform` job, as typed data. */
export type TransformResult = z.infer<typeof transformResultSchema>;
