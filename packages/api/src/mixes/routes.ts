import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {requireUser} from '../auth/authPlugin.ts';
import {apiError} from '../errors.ts';
import {errorBodySchema} from '../errorSchema.ts';
import {jobParamsSchema} from '../jobs/schema.ts';
import {presentMix} from './present.ts';
import {jobMixSchema, mixSettingsSchema} from './schema.ts';
import type {MixSettings} from './schema.ts';
import {ownedJobStems} from './stems.ts';
import type {JobStems} from '../jobs/registry.ts';
import {findMix, saveMix} from './store.ts';

// A loop or marker may sit a rounding error past the stems' end.
const END_SLACK_SECONDS = 0.05;

/** The fields of `settings` that do not fit the job's stems and length, as VALIDATION_FAILED wants them. */
function misfits(settings: MixSettings, stems: JobStems): Record<string, string> {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [index, stem] of settings.stems.entries()) {
    if (!stems.stems.includes(stem.stem)) fields[`stems.${index}.stem`] = 'is not a stem of this job';
    else if (seen.has(stem.stem)) fields[`stems.${index}.stem`] = 'is listed twice';
    seen.add(stem.stem);
  }
  const end = stems.durationSeconds + END_SLACK_SECONDS;
  if (settings.loop && settings.loop.end > end) fields['loop.end'] = 'is after the end of the stems';
  for (const [index, marker] of settings.markers.entries())
    if (marker.time > end) fields[`markers.${index}.time`] = 'is after the end of the stems';
  if (new Set(settings.markers.map((marker) => marker.id)).size !== settings.markers.length)
    fields.markers = 'have ids listed twice';
  return fields;
}

/** `GET|PUT /jobs/:id/mix`: the playground's mix of a job's stems, its owner's alone. */
export const mixRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.nada.db.kysely;
  const tags = ['jobs'];
  const failures = {401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema};

  /** The caller's job `id` and its stems; someone else's job is as absent as a missing one. */
  const stemsOf = (ownerId: string, id: string) => ownedJobStems(db, app.nada.jobs.registry, ownerId, id);

  app.get(
    '/jobs/:id/mix',
    {
      config: {auth: 'required'},
      schema: {
        summary: "A job's mix in the playground: the saved one, or the defaults for its stems",
        tags,
        params: jobParamsSchema,
        response: {200: jobMixSchema, ...failures},
      },
    },
    async (request) => {
      const owner = requireUser(request).row;
      const stems = await stemsOf(owner.id, request.params.id);
      return presentMix(request.params.id, stems, await findMix(db, owner.id, request.params.id));
    },
  );

  app.put(
    '/jobs/:id/mix',
    {
      config: {auth: 'required'},
      schema: {
        summary: "Saves a job's mix (replacing the one saved before)",
        tags,
        params: jobParamsSchema,
        body: mixSettingsSchema,
        response: {200: jobMixSchema, 400: errorBodySchema, ...failures},
      },
    },
    async (request) => {
      const owner = requireUser(request).row;
      const stems = await stemsOf(owner.id, request.params.id);
      const fields = misfits(request.body, stems);
      if (Object.keys(fields).length > 0) throw apiError('VALIDATION_FAILED', fields);
      const updatedAt = await saveMix(db, owner.id, request.params.id, request.body);
      return presentMix(request.params.id, stems, {settings: request.body, updatedAt});
    },
  );
};
