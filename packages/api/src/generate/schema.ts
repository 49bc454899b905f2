import {generationRequestSchema, understoodPromptSchema} from '../jobs/kinds/generate/generateParams.ts';

/** `POST /generate/understand`: the prompt and fields a `generate` job would be given. */
export const understandRequestSchema = generationRequestSchema.strict().meta({id: 'GenerationRequest'});

/** What the prompt was understood as, each value with where it came from. */
export const understandResponseSchema = understoodPromptSchema;
