import {KEY_SHIFT_RANGE, MIX_FORMATS, MIX_STAGES, stemGains} from '@nada/audio';
import {z} from 'zod';
import {MAX_MIX_STEMS, stemMixSchema} from '../../../mixes/schema.ts';

/** The region of the stems an export keeps, before the tempo change. */
const mixRegionSchema = z
  .object({
    start: z.number().min(0).describe('Seconds from the start of the stems'),
    end: z.number().min(0).describe('Seconds from the start of the stems, after start'),
  })
  .strict()
  .refine((region) => region.end > region.start, {message: 'must end after it starts', path: ['end']})
  .meta({id: 'MixRegion'});

/**
 * Parameters of a `mix` job: the playground's mix of a finished job's stems, exported as one file.
 * Its input files are the named stems of `sourceJobId`, found by the job system (submit none).
 */
export const mixParamsSchema = z
  .object({
    sourceJobId: z.string().min(1).max(64).describe('The finished job (yours) whose stems are mixed'),
    stems: z
      .array(stemMixSchema)
      .min(1)
      .max(MAX_MIX_STEMS)
      .describe(
        'The stems to mix, each with its level, as the saved mix has them; stems left out are not in the mix',
      ),
    semitones: z
      .number()
      .int()
      .min(KEY_SHIFT_RANGE.min)
      .max(KEY_SHIFT_RANGE.max)
      .default(0)
      .describe('Master key change in semitones'),
    tempoPercent: z
      .number()
      .min(50)
      .max(200)
      .default(100)
      .describe('Master tempo in percent of the original'),
    region: mixRegionSchema
      .nullable()
      .default(null)
      .describe('Only this region of the stems (the loop); null for the whole song'),
    format: z.enum(MIX_FORMATS).default('mp3').describe('Format of the mix (wav: 16-bit PCM)'),
    locale: z
      .enum(['id', 'en'])
      .optional()
      .describe(
        "Language of the result file's name: the page that asked; the owner's profile language when left out",
      ),
  })
  .strict()
  .superRefine((params, context) => {
    const seen = new Set<string>();
    for (const [index, stem] of params.stems.entries()) {
      if (seen.has(stem.stem))
        context.addIssue({code: 'custom', message: 'is listed twice', path: ['stems', index, 'stem']});
      seen.add(stem.stem);
    }
    // A mix nothing of which sounds would render a silent file (issue 42): refused, with a 400.
    if (stemGains(params.stems).every((gain) => gain <= 0))
      context.addIssue({
        code: 'custom',
        message: 'every stem is silent (muted, at volume 0 or left out by a solo): the mix would be silence',
        path: ['stems'],
      });
  })
  .meta({id: 'MixParams'});

/** Parsed `mix` parameters, defaults applied. */
export type MixParams = z.infer<typeof mixParamsSchema>;

/** The stages a `mix` job reports, in order: @nada/audio's, then storing the result. */
export const mixStageSchema = z.enum([...MIX_STAGES, 'store']).meta({id: 'MixStage'});

/** One stage of a `mix` job. */
export type MixStage = z.infer<typeof mixStageSchema>;

/** `result.data` of a succeeded `mix` job. */
export const mixResultSchema = z
  .object({
    sourceJobId: z.string(),
    fileId: z.string().describe('The mix'),
    peaksFileId: z.string().describe('Its waveform peaks (application/json, the player’s WaveformPeaks)'),
    format: z.enum(MIX_FORMATS),
    durationSeconds: z.number().describe('Length of the mix (after the tempo change)'),
    semitones: z.number().int(),
    tempoPercent: z.number(),
    stems: z
      .array(z.string())
      .describe('The stems that sound in the mix (not muted, not silenced by a solo)'),
  })
  .meta({id: 'MixResult'});

/** `result.data` of a succeeded `mix` job, as typed data. */
export type MixResult = z.infer<typeof mixResultSchema>;
