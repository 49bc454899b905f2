import {z} from 'zod';

/** The body of every failed request, as the OpenAPI document describes it (see errors.ts). */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable machine-readable code, e.g. TOKEN_EXPIRED'),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      requestId: z.string().optional(),
    }),
  })
  .meta({id: 'ErrorBody'});
