// What a `separate` job takes and gives, as the API describes it (POST /api/jobs, job.result.data),
// read from the job's loosely typed `params` and `result.data` into exact shapes.
import type {components} from '../api/schema';

/** A job as the API presents it. */
export type Job = components['schemas']['Job'];

/** Where a job stands. */
export type JobStatus = Job['status'];

/** The statuses after which a job never changes again. */
export const FINAL_STATUSES: readonly JobStatus[] = ['succeeded', 'failed', 'canceled'];

/** Whether a job has finished, one way or another. */
export const isFinal = (status: JobStatus): boolean => FINAL_STATUSES.includes(status);

/** The stages a `separate` job reports, in order (`percent` is of the whole job). */
export const SEPARATION_STAGES = ['decode', 'separate', 'transform', 'encode', 'analyse', 'store'] as const;

/** One stage of a `separate` job. */
export type SeparationStage = (typeof SEPARATION_STAGES)[number];

/** The settings of a `separate` job (the API's `params`), as its OpenAPI document describes them. */
export type SeparationParams = components['schemas']['SeparateParams'];

/** What a finished `separate` job made (`job.result.data`), as the OpenAPI document describes it. */
export type SeparationResult = components['schemas']['SeparateResult'];

/** One stem of a finished job: its audio file and its waveform peaks file. */
export type ResultStem = SeparationResult['stems'][number];

/** An output format. */
export type SongFormat = SeparationParams['format'];

/** The stem sets: 2 (vocals, instrumental) or 4 (vocals, drums, bass, other). */
export type StemSet = SeparationParams['stems'];

/** The name of one output stem. */
export type StemName = ResultStem['name'];

/** The settings a new job starts from: 2 stems, the built-in engine, original key and tempo, MP3. */
export const DEFAULT_SEPARATION_PARAMS: SeparationParams = {
  stems: '2',
  engine: 'dsp',
  semitones: 0,
  tempo: 1,
  format: 'mp3',
  loudnessTarget: null,
};

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const number = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const FORMATS: readonly SongFormat[] = ['mp3', 'wav', 'flac'];
const STEM_NAMES: readonly StemName[] = ['vocals', 'instrumental', 'drums', 'bass', 'other'];
const formatOf = (value: unknown): SongFormat =>
  FORMATS.includes(value as SongFormat) ? (value as SongFormat) : DEFAULT_SEPARATION_PARAMS.format;

/** A job's settings, with the API's defaults for anything it left out. */
export function separationParamsOf(job: Pick<Job, 'params'>): SeparationParams {
  const params = job.params;
  const loudness = params['loudnessTarget'];
  return {
    stems: params['stems'] === '4' || params['stems'] === 4 ? '4' : '2',
    engine: text(params['engine'], DEFAULT_SEPARATION_PARAMS.engine),
    semitones: number(params['semitones'], 0),
    tempo: number(params['tempo'], 1),
    format: formatOf(params['format']),
    loudnessTarget: typeof loudness === 'number' ? loudness : null,
  };
}

/** What a succeeded job made, or null when the job has no (readable) result. */
export function separationResultOf(job: Pick<Job, 'result'>): SeparationResult | null {
  const data = job.result?.data;
  if (!isObject(data) || !Array.isArray(data['stems']) || !isObject(data['input'])) return null;
  const stems = data['stems'].flatMap((stem): ResultStem[] => {
    if (!isObject(stem) || !STEM_NAMES.includes(stem['name'] as StemName)) return [];
    if (typeof stem['fileId'] !== 'string' || typeof stem['peaksFileId'] !== 'string') return [];
    return [{name: stem['name'] as StemName, fileId: stem['fileId'], peaksFileId: stem['peaksFileId']}];
  });
  const input = data['input'];
  if (stems.length === 0 || typeof input['fileId'] !== 'string') return null;
  return {
    stems,
    input: {
      fileId: input['fileId'],
      peaksFileId: text(input['peaksFileId'], ''),
      durationSeconds: number(input['durationSeconds'], 0),
      bpm: number(input['bpm'], 0),
      key: text(input['key'], ''),
      loudness: number(input['loudness'], 0),
    },
    durationSeconds: number(data['durationSeconds'], 0),
    engine: text(data['engine'], DEFAULT_SEPARATION_PARAMS.engine),
    semitones: number(data['semitones'], 0),
    tempo: number(data['tempo'], 1),
    format: formatOf(data['format']),
  };
}

/** The stem that is the backing track: the instrumental of 2 stems; 4 stems have none on its own. */
export function minusOneStem(result: SeparationResult): ResultStem | undefined {
  return result.stems.find((stem) => stem.name === 'instrumental');
}
