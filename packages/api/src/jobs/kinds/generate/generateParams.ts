import {GENERATION_STAGES, GENRES, INSTRUMENTS, MOODS} from '@nada/audio';
import {z} from 'zod';

/** Shortest and longest track a `generate` job makes, in seconds. */
export const GENERATE_SECONDS = {min: 15, max: 300} as const;

const genreSchema = z.enum(GENRES).meta({id: 'Genre'});
const moodSchema = z.enum(MOODS).meta({id: 'Mood'});
const instrumentSchema = z.enum(INSTRUMENTS).meta({id: 'Instrument'});

/**
 * What a track is asked for: a prompt in Indonesian or English and optional fields that override
 * what the prompt says. Also the body of `POST /generate/understand`.
 */
export const generationRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe('What to make, in Indonesian or English, e.g. "lagu pop santai 90 bpm dengan piano"'),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional()
    .describe('The same prompt and seed make the same track; left out, the job picks one (in the result)'),
  durationSeconds: z
    .number()
    .int()
    .min(GENERATE_SECONDS.min)
    .max(GENERATE_SECONDS.max)
    .optional()
    .describe('Length of the track; left out, what the prompt says or the genre’s usual length'),
  genre: genreSchema.optional(),
  mood: moodSchema.optional(),
  tempo: z.number().int().min(60).max(180).optional().describe('Beats per minute'),
  key: z
    .string()
    .regex(/^[A-G][#b]?(?: (?:major|minor))?$/, 'must be a key such as "C", "F# minor" or "Bb major"')
    .optional()
    .describe('Tonic and mode, e.g. "D major" or "A minor"'),
  instruments: z.array(instrumentSchema).max(8).optional().describe('Instruments to feature'),
});

/** Parameters of a `generate` job: the request, and the language of the result's names. */
export const generateParamsSchema = generationRequestSchema
  .extend({
    locale: z
      .enum(['id', 'en'])
      .optional()
      .describe(
        "Language of the title and file names: the page that asked; the owner's profile language when left out",
      ),
  })
  .strict()
  .meta({id: 'GenerateParams'});

/** Parsed `generate` parameters. */
export type GenerateParams = z.infer<typeof generateParamsSchema>;

const sourceSchema = z
  .enum(['field', 'prompt', 'default'])
  .describe('field: the form said so; prompt: read from the prompt; default: neither did, the usual value');

/** What a prompt (and the fields beside it) was understood as. */
export const understoodPromptSchema = z
  .object({
    genre: genreSchema,
    mood: moodSchema,
    bpm: z.number(),
    key: z.object({tonic: z.string(), mode: z.enum(['major', 'minor'])}),
    durationSeconds: z.number(),
    instruments: z.array(instrumentSchema),
    namedInstruments: z
      .array(instrumentSchema)
      .optional()
      .describe(
        'Those of `instruments` the request named (form field or prompt); the others are the genre’s, chosen by Nada. Absent on tracks made before it was published',
      ),
    occasion: z.string().optional().describe('An occasion the prompt names (wedding, worship ...)'),
    language: z.enum(['id', 'en']).describe('The language the prompt was read as'),
    sources: z.object({
      genre: sourceSchema,
      mood: sourceSchema,
      bpm: sourceSchema,
      key: sourceSchema,
      durationSeconds: sourceSchema,
      instruments: sourceSchema,
    }),
  })
  .meta({id: 'UnderstoodPrompt'});

/** The stages a `generate` job reports, in order: @nada/audio's, then storing the results. */
export const generateStageSchema = z.enum([...GENERATION_STAGES, 'store']).meta({id: 'GenerateStage'});

/** One stage of a `generate` job. */
export type GenerateStage = z.infer<typeof generateStageSchema>;

/** `result.data` of a succeeded `generate` job. */
export const generateResultSchema = z
  .object({
    title: z.string().describe('The engine’s title for the track (the track itself may be renamed since)'),
    mix: z.object({
      fileId: z.string().describe('The mixed and mastered track (MP3)'),
      peaksFileId: z.string().describe('Its waveform peaks (application/json, the player’s WaveformPeaks)'),
    }),
    stems: z.array(z.object({name: z.string(), fileId: z.string()})).describe('Each instrument group alone'),
    midiFileId: z.string().describe('The arrangement as a standard MIDI file'),
    bpm: z.number(),
    key: z.string().describe("e.g. 'D major'"),
    durationSeconds: z.number(),
    seed: z.number().int().describe('Generate again with this seed for the same track'),
    integratedLufs: z.number().describe('Loudness of the mix'),
    truePeakDb: z.number().describe('True peak of the mix, dBTP'),
    understood: understoodPromptSchema,
  })
  .meta({id: 'GenerateResult'});

/** `result.data` of a succeeded `generate` job, as typed data. */
export type GenerateResult = z.infer<typeof generateResultSchema>;
