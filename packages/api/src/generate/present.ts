import type {UnderstoodPrompt} from '@nada/audio';
import type {z} from 'zod';
import type {understandResponseSchema} from './schema.ts';

/** What the prompt was understood as, as the client sees it. */
export type UnderstoodPromptView = z.infer<typeof understandResponseSchema>;

/** Presents the engine's reading of a prompt (only the published fields). */
export function presentUnderstood(understood: UnderstoodPrompt): UnderstoodPromptView {
  const {genre, mood, bpm, key, durationSeconds, instruments, namedInstruments, occasion, language, sources} =
    understood;
  return {
    genre,
    mood,
    bpm,
    key: {tonic: key.tonic, mode: key.mode},
    durationSeconds,
    instruments: [...instruments],
    namedInstruments: [...namedInstruments],
    ...(occasion ? {occasion} : {}),
    language,
    sources: {...sources},
  };
}
