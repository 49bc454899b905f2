import type {Config} from '../../config.ts';
import {JobRegistry} from '../registry.ts';
import {generateJobKind} from './generateJob.ts';
import {importJobKind} from './importJob.ts';
import {mixJobKind} from './mixJob.ts';
import type {ImportJobConfig} from './importJob.ts';
import {separateJobKind} from './separateJob.ts';
import {transformJobKind} from './transformJob.ts';

/** What Nada's kinds need from the configuration. */
export type DefaultKindsConfig = Pick<Config, 'modelsDir' | 'ffmpegPath'> &
  Partial<Pick<ImportJobConfig, 'ytdlpPath' | 'ffprobePath' | 'importTestAllowance'>>;

/**
 * A registry of the job kinds Nada offers (`separate`, `import`, `generate`, `transform`, `mix`), what the API
 * and `nada worker` run by default.
 */
export function defaultJobRegistry(config: DefaultKindsConfig): JobRegistry {
  return new JobRegistry()
    .registerJobKind(separateJobKind(config))
    .registerJobKind(
      importJobKind({
        ...config,
        ytdlpPath: config.ytdlpPath ?? 'yt-dlp',
        ffprobePath: config.ffprobePath ?? 'ffprobe',
        importTestAllowance: config.importTestAllowance,
      }),
    )
    .registerJobKind(generateJobKind(config))
    .registerJobKind(transformJobKind(config))
    .registerJobKind(mixJobKind(config));
}
