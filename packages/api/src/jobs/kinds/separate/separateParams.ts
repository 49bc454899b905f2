import {DEFAULT_ENGINE, SEPARATION_STAGES} from '@nada/audio';
import {z} from 'zod';

/** Parameters of a `separate` job: which stems, by which engine, in which key, tempo and format. */
export const separateParamsSchema = z
  .object({
    stems: z
      .enum(['2', '4'])
      .default('2')
      .describe(
        "'2': vocals and the minus one (instrumental); '4': vocals, drums, bass and other, and the minus one (their sum without the vocals)",
      ),
    engine: z
      .string()
      .min(1)
      .max(100)
      .default(DEFAULT_ENGINE)
      .describe('An engine id from GET /api/engines; an engine not installed here is refused'),
    semitones: z.number().int().min(-12).max(12).default(0).describe('Key change in semitones'),
    tempo: z.number().min(0.5).max(2).default(1).describe('Tempo factor: 0.5 is half speed, 2 double'),
    format: z.enum(['mp3', 'wav', 'flac']).default('mp3').describe('Format of the stems (wav: 16-bit PCM)'),
    loudnessTarget: z
      .number()
      .min(-30)
      .max(-6)
      .nullable()
      .default(null)
      .describe('Integrated loudness of each stem in LUFS; null leaves the level alone'),
    locale: z
      .enum(['id', 'en'])
      .optional()
      .describe(
        "Language of the result files' names, such as 'Song (vocals).mp3': the page that asked; the owner's profile language when left out",
      ),
  })
  .strict()
  .meta({id: 'SeparateParams'});

/** Parsed `separate` parameters, defaults applied. */
export type SeparateParams = z.infer<typeof separateParamsSchema>;

/** The stages a `separate` job reports, in order: @nada/audio's, then storing the results. */
export const separateStageSchema = z.enum([...SEPARATION_STAGES, 'store']).meta({id: 'SeparateStage'});

/** One stage of a `separate` job. */
export type SeparateStage = z.infer<typeof separateStageSchema>;

const stemResultSchema = z.object({
  name: z.enum(['vocals', 'instrumental', 'drums', 'bass', 'other']),
  fileId: z.string().describe('The stem audio'),
  peaksFileId: z.string().describe('Its waveform peaks (application/json, the player’s WaveformPeaks)'),
});

/** `result.data` of a succeeded `separate` job. */
export const separateResultSchema = z
  .object({
    stems: z
      .array(stemResultSchema)
      .describe('In the order written; four stems are followed by the instrumental, drums + bass + other'),
    input: z.object({
      fileId: z.string(),
      peaksFileId: z.string().describe('Waveform peaks of the original (for the A/B switch)'),
      durationSeconds: z.number(),
      bpm: z.number().describe('Estimated tempo of the original'),
      key: z.string().describe("Estimated key of the original, e.g. 'A minor'"),
      loudness: z.number().describe('Integrated loudness of the original, LUFS'),
    }),
    durationSeconds: z.number().describe('Length of the stems (after a tempo change)'),
    engine: z.string(),
    semitones: z.number().int(),
    tempo: z.number(),
    format: z.enum(['mp3', 'wav', 'flac']),
  })
  .meta({id: 'SeparateResult'});

/** `result.data` of a succeeded `separate` job, as typed data. */
export type SeparateResult = z.infer<typeof separateResultSchema>;
