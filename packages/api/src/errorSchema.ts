import {z} from 'zod';
import {ERROR_CODES} from './errors.ts';

/** `ErrorCode`: every stable code of a failed request, so clients can key their messages on it. */
export const errorCodeSchema = z
  .enum(ERROR_CODES)
  .meta({id: 'ErrorCode', description: 'Stable machine-readable code, e.g. TOKEN_EXPIRED'});

/** The body of every failed request, as the OpenAPI document describes it (see errors.ts). */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: errorCodeSchema,
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      requestId: z.string().optional(),
    }),
  })
  .meta({id: 'ErrorBody'});
