import {describe, expect, it, vi} from 'vitest';
import {ApiRequestError} from '../api/client';
import {followJob, type FollowJobDeps} from './followJob';
import {DEFAULT_SEPARATION_PARAMS, type Job} from './separation';

function job(status: Job['status'], percent: number, stage: Job['stage'] = 'separate'): Job {
  return {
    id: 'job-1',
    kind: 'separate',
    status,
    stage,
    percent,
    inputFileIds: ['file-1'],
    inputFiles: [],
    params: DEFAULT_SEPARATION_PARAMS,
    result: null,
    error: null,
    attempts: 1,
    maxAttempts: 3,
    createdAt: '2026-11-25T08:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    updatedAt: '2026-11-25T08:00:00.000Z',
  } as Job;
}

const frame = (id: number, type: string, value: Job) =>
  `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(value)}\n\n`;

/** A stream that sends `chunks` and then ends (a dropped connection when the job is not final). */
function stream(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const noSleep = async () => undefined;

describe('followJob', () => {
  it('follows the event stream to the final status', async () => {
    const openEvents = vi.fn(async () =>
      stream([
        frame(1, 'status', job('running', 0)),
        frame(2, 'progress', job('running', 50)),
        frame(3, 'status', job('succeeded', 100)),
      ]),
    );
    const seen: number[] = [];
    const final = await followJob(
      'job-1',
      {openEvents, getJob: vi.fn(), sleep: noSleep},
      {signal: new AbortController().signal, onJob: (next) => seen.push(next.percent)},
    );
    expect(final.status).toBe('succeeded');
    expect(seen).toEqual([0, 50, 100]);
    expect(openEvents).toHaveBeenCalledTimes(1);
  });

  it('reconnects after a dropped connection with the last event id, missing and repeating nothing', async () => {
    const openEvents = vi
      .fn<FollowJobDeps['openEvents']>()
      .mockResolvedValueOnce(
        stream([frame(1, 'status', job('running', 0)), frame(2, 'progress', job('running', 30))]),
      )
      .mockResolvedValueOnce(
        stream([frame(3, 'progress', job('running', 80)), frame(4, 'status', job('succeeded', 100))]),
      );
    const seen: number[] = [];
    await followJob(
      'job-1',
      {openEvents, getJob: vi.fn(), sleep: noSleep},
      {signal: new AbortController().signal, onJob: (next) => seen.push(next.percent)},
    );
    expect(openEvents.mock.calls.map((call) => call[1])).toEqual([0, 2]);
    expect(seen).toEqual([0, 30, 80, 100]);
  });

  it('polls GET /api/jobs/:id after the stream fails three times in a row', async () => {
    const openEvents = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const getJob = vi
      .fn<FollowJobDeps['getJob']>()
      .mockResolvedValueOnce(job('running', 60))
      .mockResolvedValueOnce(job('failed', 60));
    const modes: string[] = [];
    const final = await followJob(
      'job-1',
      {openEvents, getJob, sleep: noSleep},
      {signal: new AbortController().signal, onJob: () => undefined, onMode: (mode) => modes.push(mode)},
    );
    expect(openEvents).toHaveBeenCalledTimes(3);
    expect(getJob).toHaveBeenCalledTimes(2);
    expect(final.status).toBe('failed');
    expect(modes).toEqual(['stream', 'poll']);
  });

  it('gives up at once on a refusal (the job is not the caller’s or is gone)', async () => {
    const openEvents = vi.fn(async () => {
      throw new ApiRequestError(404, {code: 'JOB_NOT_FOUND'}, 'Not Found');
    });
    await expect(
      followJob(
        'job-1',
        {openEvents, getJob: vi.fn(), sleep: noSleep},
        {signal: new AbortController().signal, onJob: () => undefined},
      ),
    ).rejects.toMatchObject({code: 'JOB_NOT_FOUND'});
    expect(openEvents).toHaveBeenCalledTimes(1);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const openEvents = vi.fn(async () => {
      controller.abort(new Error('left the page'));
      throw new TypeError('aborted');
    });
    await expect(
      followJob(
        'job-1',
        {openEvents, getJob: vi.fn(), sleep: noSleep},
        {signal: controller.signal, onJob: () => undefined},
      ),
    ).rejects.toThrow('left the page');
  });
});
