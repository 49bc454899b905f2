import {describe, expect, it, vi} from 'vitest';
import {followJob, isFinalJobStatus, type FollowedJob, type JobTransport} from './followJob';
import type {JobStatus} from './types';

interface TestJob extends FollowedJob {
  id: string;
  percent: number;
}

const job = (status: TestJob['status'], percent: number): TestJob => ({id: 'job-1', status, percent});

/** A refusal as the app's API client rejects with it: the API's code and the HTTP status. */
const refusal = (status: number, code: string) => Object.assign(new Error(code), {status, code});

const frame = (id: number, type: string, value: TestJob) =>
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
    const final = await followJob<TestJob>(
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
      .fn<JobTransport<TestJob>['openEvents']>()
      .mockResolvedValueOnce(
        stream([frame(1, 'status', job('running', 0)), frame(2, 'progress', job('running', 30))]),
      )
      .mockResolvedValueOnce(
        stream([frame(3, 'progress', job('running', 80)), frame(4, 'status', job('succeeded', 100))]),
      );
    const seen: number[] = [];
    await followJob<TestJob>(
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
      .fn<JobTransport<TestJob>['getJob']>()
      .mockResolvedValueOnce(job('running', 60))
      .mockResolvedValueOnce(job('failed', 60));
    const modes: string[] = [];
    const final = await followJob<TestJob>(
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
      throw refusal(404, 'JOB_NOT_FOUND');
    });
    await expect(
      followJob<TestJob>(
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
      followJob<TestJob>(
        'job-1',
        {openEvents, getJob: vi.fn(), sleep: noSleep},
        {signal: controller.signal, onJob: () => undefined},
      ),
    ).rejects.toThrow('left the page');
  });

  it('keeps trying through a busy answer (429), which is not a refusal', async () => {
    const openEvents = vi
      .fn<JobTransport<TestJob>['openEvents']>()
      .mockRejectedValueOnce(refusal(429, 'RATE_LIMITED'))
      .mockResolvedValueOnce(stream([frame(1, 'status', job('succeeded', 100))]));
    const final = await followJob<TestJob>(
      'job-1',
      {openEvents, getJob: vi.fn(), sleep: noSleep},
      {signal: new AbortController().signal, onJob: () => undefined},
    );
    expect(final.status).toBe('succeeded');
    expect(openEvents).toHaveBeenCalledTimes(2);
  });
});

describe('isFinalJobStatus', () => {
  it('is true once a job has succeeded, failed or been canceled', () => {
    const statuses: JobStatus[] = ['queued', 'running', 'succeeded', 'failed', 'canceled'];
    expect(statuses.map(isFinalJobStatus)).toEqual([false, false, true, true, true]);
  });
});
