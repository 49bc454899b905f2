import type {Config} from '../../config.ts';
import {JobRegistry} from '../registry.ts';
import {generateJobKind} from './generate/generateJob.ts';
import {importJobKind} from './import/importJob.ts';
import type {ImportKindConfig} from './import/importJob.ts';
import {mixJobKind} from './mix/mixJob.ts';
import {playlistExportJobKind} from './playlist-export/playlistExportJob.ts';
import {separateJobKind} from './separate/separateJob.ts';
import {transformJobKind} from './transform/transformJob.ts';

/** What Nada's kinds need from the configuration. */
export type DefaultKindsConfig = Pick<Config, 'modelsDir' | 'ffmpegPath'> & ImportKindConfig;

/**
 * A registry of the job kinds Nada offers, what the API and `nada worker` run by default: each kind
 * lives in its own folder beside this module (schema, work, result storage and presentation) and is
 * registered by its line here, in the order the OpenAPI `Job` union lists them.
 */
export function defaultJobRegistry(config: DefaultKindsConfig): JobRegistry {
  return new JobRegistry()
    .registerJobKind(separateJobKind(config))
    .registerJobKind(importJobKind(config))
    .registerJobKind(generateJobKind(config))
    .registerJobKind(transformJobKind(config))
    .registerJobKind(mixJobKind(config))
    .registerJobKind(playlistExportJobKind(config));
}
