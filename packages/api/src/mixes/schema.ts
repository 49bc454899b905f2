import {z} from 'zod';
import {lineSchema} from '../displayText.ts';

/** Most stems a mix holds (four stems and the instrumental is five). */
export const MAX_MIX_STEMS = 8;
/** Most markers one mix keeps. */
export const MAX_MIX_MARKERS = 100;

/** How one stem sounds in the mix. */
export const stemMixSchema = z
  .object({
    stem: z.string().min(1).max(40).describe("The stem's name in the job's result, such as 'vocals'"),
    volume: z.number().min(0).max(1).describe('0..1 of its own level'),
    muted: z.boolean(),
    solo: z.boolean().describe('When any stem is solo, only the solo stems sound'),
    pan: z.number().min(-1).max(1).describe('-1 left, 0 centre, 1 right'),
  })
  .meta({id: 'StemMix'});

/** A named place in the song. */
export const mixMarkerSchema = z
  .object({
    id: z.string().min(1).max(40),
    name: lineSchema().max(60),
    time: z.number().min(0).describe('Seconds from the start of the stems'),
  })
  .meta({id: 'MixMarker'});

/** The region that repeats. */
export const mixLoopSchema = z
  .object({
    start: z.number().min(0).describe('Seconds'),
    end: z.number().min(0).describe('Seconds, after start'),
    enabled: z.boolean(),
  })
  .refine((loop) => loop.end > loop.start, {message: 'must end after it starts', path: ['end']})
  .meta({id: 'MixLoop'});

/** What the playground saves of a job's mix; the body of `PUT /jobs/:id/mix`. */
export const mixSettingsSchema = z
  .object({
    stems: z.array(stemMixSchema).max(MAX_MIX_STEMS).describe('Stems left out play at full volume, centred'),
    semitones: z.number().int().min(-12).max(12).describe('Master key change'),
    tempo: z.number().min(0.5).max(2).describe('Master tempo, 1 = as recorded'),
    loop: mixLoopSchema.nullable(),
    markers: z.array(mixMarkerSchema).max(MAX_MIX_MARKERS),
  })
  .meta({id: 'MixSettings'});

/** What the playground saves of a job's mix, as typed data. */
export type MixSettings = z.infer<typeof mixSettingsSchema>;

/** A job's mix: the saved settings, or the defaults for its stems when none were saved. */
export const jobMixSchema = mixSettingsSchema
  .extend({
    jobId: z.string(),
    savedAt: z.string().nullable().describe('ISO 8601; null when these are the defaults'),
  })
  .meta({id: 'JobMix'});
