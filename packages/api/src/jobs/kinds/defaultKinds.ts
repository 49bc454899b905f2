import type {Config} from '../../config.ts';
import {JobRegistry} from '../registry.ts';
import {separateJobKind} from './separateJob.ts';

/** A registry of the job kinds Nada offers (`separate`), what the API and `nada worker` run by default. */
export function defaultJobRegistry(config: Pick<Config, 'modelsDir' | 'ffmpegPath'>): JobRegistry {
  return new JobRegistry().registerJobKind(separateJobKind(config));
}
