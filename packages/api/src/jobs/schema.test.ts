import {AUDIO_ERROR_CODES, GENERATION_STAGES, SEPARATION_STAGES} from '@nada/audio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ERROR_CODES} from '../errors.ts';
import type {Api} from '../server.ts';
import {testApi} from '../testing/testApi.ts';
import {
  separateParamsSchema,
  separateResultSchema,
  separateStageSchema,
} from './kinds/separate/separateParams.ts';
import {jobSchemaOf} from './schema.ts';
import {hashParamsSchema, hashResultSchema, hashStageSchema} from './testing/hashJob.ts';

type Schema = {
  $ref?: string;
  const?: string;
  enum?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
};

let api: Api;
let close: () => Promise<void>;
let schemas: Record<string, Schema>;

beforeAll(async () => {
  // Nada's own kinds: the registry the API runs by default, as `npm run openapi` publishes it.
  ({api, close} = await testApi());
  schemas = (await api.inject({url: '/api/openapi.json'})).json().components.schemas;
});
afterAll(() => close());

const ref = (name: string) => ({$ref: `#/components/schemas/${name}`});

describe('the published Job', () => {
  it('is a union on kind of the real kinds, each with its own params, result and stages', () => {
    expect(schemas['Job']?.oneOf).toEqual([
      ref('SeparateJob'),
      ref('ImportJob'),
      ref('GenerateJob'),
      ref('TransformJob'),
      ref('MixJob'),
      ref('PlaylistExportJob'),
    ]);
    const separate = schemas['SeparateJob']?.properties ?? {};
    expect(separate['kind']?.const).toBe('separate');
    expect(separate['params']).toEqual(ref('SeparateParams'));
    expect(separate['stage']?.anyOf).toContainEqual(ref('SeparateStage'));
    expect(separate['result']?.anyOf?.[0]?.properties?.['data']).toEqual(ref('SeparateResult'));
    expect(schemas['JobList']?.properties?.['items']).toMatchObject({items: ref('Job')});
    const imported = schemas['ImportJob']?.properties ?? {};
    expect(imported['kind']?.const).toBe('import');
    expect(imported['params']).toEqual(ref('ImportParams'));
    expect(imported['stage']?.anyOf).toContainEqual(ref('ImportStage'));
    expect(imported['result']?.anyOf?.[0]?.properties?.['data']).toEqual(ref('ImportResult'));
    const generated = schemas['GenerateJob']?.properties ?? {};
    expect(generated['kind']?.const).toBe('generate');
    expect(generated['params']).toEqual(ref('GenerateParams'));
    expect(generated['stage']?.anyOf).toContainEqual(ref('GenerateStage'));
    expect(generated['result']?.anyOf?.[0]?.properties?.['data']).toEqual(ref('GenerateResult'));
    const transform = schemas['TransformJob']?.properties ?? {};
    expect(transform['kind']?.const).toBe('transform');
    expect(transform['params']).toEqual(ref('TransformParams'));
    // One tool per job, told apart by `operation`.
    expect(schemas['TransformParams']?.oneOf).toEqual([
      ref('TransformKeyTempoParams'),
      ref('TransformAnalyseParams'),
      ref('TransformCutParams'),
      ref('TransformConvertParams'),
    ]);
    const mix = schemas['MixJob']?.properties ?? {};
    expect(mix['kind']?.const).toBe('mix');
    expect(mix['params']).toEqual(ref('MixParams'));
    expect(mix['stage']?.anyOf).toContainEqual(ref('MixStage'));
    expect(mix['result']?.anyOf?.[0]?.properties?.['data']).toEqual(ref('MixResult'));
    const exported = schemas['PlaylistExportJob']?.properties ?? {};
    expect(exported['kind']?.const).toBe('playlist-export');
    expect(exported['params']).toEqual(ref('PlaylistExportParams'));
    expect(exported['stage']?.anyOf).toContainEqual(ref('PlaylistExportStage'));
    expect(exported['result']?.anyOf?.[0]?.properties?.['data']).toEqual(ref('PlaylistExportResult'));
  });

  it('takes submissions as a union on kind of the real kinds, each with its own params', async () => {
    const document = (await api.inject({url: '/api/openapi.json'})).json<{
      paths: Record<string, Record<string, {requestBody?: unknown}>>;
    }>();
    const body = document.paths['/api/jobs']?.['post']?.requestBody;
    expect(body).toMatchObject({content: {'application/json': {schema: ref('JobSubmissionInput')}}});
    expect(schemas['JobSubmissionInput']?.oneOf).toEqual([
      ref('SeparateJobSubmissionInput'),
      ref('ImportJobSubmissionInput'),
      ref('GenerateJobSubmissionInput'),
      ref('TransformJobSubmissionInput'),
      ref('MixJobSubmissionInput'),
      ref('PlaylistExportJobSubmissionInput'),
    ]);
    const separate = schemas['SeparateJobSubmissionInput']?.properties ?? {};
    expect(separate['kind']?.const).toBe('separate');
    expect(separate['params']).toEqual(ref('SeparateParamsInput'));
    const imported = schemas['ImportJobSubmissionInput']?.properties ?? {};
    expect(imported['kind']?.const).toBe('import');
    expect(imported['params']).toEqual(ref('ImportParamsInput'));
  });

  it("lists the import job's stages in order", () => {
    expect(schemas['ImportStage']?.enum).toEqual(['fetch', 'download', 'separate', 'encode']);
  });

  it("lists the generate job's stages in order: @nada/audio's, then storing", () => {
    expect(schemas['GenerateStage']?.enum).toEqual([...GENERATION_STAGES, 'store']);
  });

  it("lists the separate job's stages in order: @nada/audio's, then storing", () => {
    expect(schemas['SeparateStage']?.enum).toEqual([...SEPARATION_STAGES, 'store']);
  });

  it('publishes every error code of the catalogue as ErrorCode, the type of every error body', () => {
    expect(schemas['ErrorCode']?.enum).toEqual([...ERROR_CODES]);
    expect(schemas['ErrorBody']?.properties?.['error']?.properties?.['code']).toEqual(ref('ErrorCode'));
  });

  it("publishes the codes a job fails with, @nada/audio's among them, as ErrorCode, the type of a job's error.code", () => {
    const published = schemas['ErrorCode']?.enum ?? [];
    for (const code of [
      ...AUDIO_ERROR_CODES,
      'JOB_FAILED',
      'JOB_STALLED',
      'JOB_INPUT_MISSING',
      'FILE_LONGER_THAN_CHARGED',
    ])
      expect(published).toContain(code);
    const error = schemas['SeparateJob']?.properties?.['error'];
    const object = error?.anyOf?.find((option) => option.properties) ?? error;
    expect(object?.properties?.['code']).toEqual(ref('ErrorCode'));
  });
});

describe('jobSchemaOf', () => {
  // Built in the tests, after the API above published its own `Job`.
  const unionOf = () =>
    jobSchemaOf([
      {
        kind: 'separate',
        params: separateParamsSchema,
        result: separateResultSchema,
        stages: separateStageSchema,
      },
      {kind: 'test.hash', params: hashParamsSchema, result: hashResultSchema, stages: hashStageSchema},
    ]);
  const queued = {
    id: 'job-1',
    status: 'queued',
    stage: null,
    percent: 0,
    inputFileIds: [],
    inputFiles: [],
    result: null,
    error: null,
    attempts: 0,
    maxAttempts: 3,
    createdAt: '2026-11-25T08:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    updatedAt: '2026-11-25T08:00:00.000Z',
  };

  it("checks a job's params and stage against its own kind's schemas", () => {
    const job = unionOf();
    const hash = {...queued, kind: 'test.hash', params: hashParamsSchema.parse({rounds: 10})};
    expect(job.safeParse({...hash, stage: 'hash'}).success).toBe(true);
    // The separate kind's stage and params are not the hash kind's.
    expect(job.safeParse({...hash, stage: 'decode'}).success).toBe(false);
    expect(job.safeParse({...hash, kind: 'separate'}).success).toBe(false);
    expect(job.safeParse({...hash, kind: 'other'}).success).toBe(false);
  });

  it("checks a succeeded job's result data against its kind's result schema", () => {
    const job = unionOf();
    const succeeded = {
      ...queued,
      kind: 'test.hash',
      status: 'succeeded',
      params: hashParamsSchema.parse({rounds: 10}),
      result: {fileIds: [], files: [], data: {digest: 'ab12'}},
    };
    expect(job.safeParse(succeeded).success).toBe(true);
    expect(job.safeParse({...succeeded, result: {fileIds: [], files: [], data: {stems: []}}}).success).toBe(
      false,
    );
  });

  it('needs at least one kind', () => {
    expect(() => jobSchemaOf([])).toThrow(RangeError);
  });
});
