import type {z} from 'zod';
import type {jobMixSchema, MixSettings} from './schema.ts';
import type {JobStems} from '../jobs/registry.ts';

/** A job's mix as the client sees it. */
export type JobMixView = z.infer<typeof jobMixSchema>;

/** The mix of a job nobody has mixed yet: every stem at full volume, centred, in the recorded key and tempo. */
export function defaultMix(stems: JobStems): MixSettings {
  return {
    stems: stems.stems.map((stem) => ({stem, volume: 1, muted: false, solo: false, pan: 0})),
    semitones: 0,
    tempo: 1,
    loop: null,
    markers: [],
  };
}

/**
 * The saved settings (or the defaults) for the job's current stems: a stem the settings leave out
 * gets its default, and one the job no longer has is dropped.
 */
export function presentMix(
  jobId: string,
  stems: JobStems,
  saved: {settings: MixSettings; updatedAt: string} | undefined,
): JobMixView {
  const defaults = defaultMix(stems);
  if (!saved) return {...defaults, jobId, savedAt: null};
  const byStem = new Map(saved.settings.stems.map((stem) => [stem.stem, stem]));
  return {
    ...saved.settings,
    stems: defaults.stems.map((stem) => byStem.get(stem.stem) ?? stem),
    jobId,
    savedAt: saved.updatedAt,
  };
}
