import {listEngines} from '@nada/audio';
import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {errorBodySchema} from '../errorSchema.ts';

/** A separation engine `separate` jobs may use. */
export const engineSchema = z
  .object({
    id: z.string().describe("What `params.engine` takes: 'dsp', 'repet-sim', 'nada' or 'onnx:<model>'"),
    label: z.string().describe('A name to show'),
    stems: z.array(z.enum(['2', '4'])).describe('The stem sets it offers'),
    builtIn: z
      .boolean()
      .describe('Built in or bundled with Nada (always there) rather than a model in the models folder'),
  })
  .meta({id: 'Engine'});

/** `GET /engines` answer. */
export const engineListSchema = z.object({items: z.array(engineSchema)}).meta({id: 'EngineList'});

/** What the engines route needs. */
export interface EngineRoutesOptions {
  /** The folder of installed models (`MODELS_DIR`). */
  modelsDir: string;
}

/** `GET /engines`: the separation engines installed here, built-in and bundled ones first. */
export const engineRoutes: FastifyPluginAsyncZod<EngineRoutesOptions> = async (app, {modelsDir}) => {
  app.get(
    '/engines',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'The separation engines a separate job may use here',
        description:
          'Built-in engines, the models bundled with Nada, and the models found in the models folder when asked.',
        tags: ['jobs'],
        response: {200: engineListSchema, 401: errorBodySchema},
      },
    },
    async () => {
      const engines = await listEngines({modelsDir});
      return {
        items: engines.map((engine) => ({
          id: engine.id,
          label: engine.label,
          stems: [...engine.stems],
          builtIn: engine.builtIn,
        })),
      };
    },
  );
};
