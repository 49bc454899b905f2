import {renderHook, waitFor} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import type {FollowedJob, JobTransport} from './followJob';
import {useJob} from './useJob';

interface TestJob extends FollowedJob {
  id: string;
  percent: number;
}

const job = (status: TestJob['status'], percent: number): TestJob => ({id: 'job-1', status, percent});

function stream(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

describe('useJob', () => {
  it('shows the job at once, then follows its events to the end', async () => {
    const transport: JobTransport<TestJob> = {
      getJob: vi.fn(async () => job('running', 10)),
      openEvents: vi.fn(async () =>
        stream(`id: 5\nevent: status\ndata: ${JSON.stringify(job('succeeded', 100))}\n\n`),
      ),
    };
    const {result} = renderHook(() => useJob('job-1', transport));
    await waitFor(() => expect(result.current.job?.status).toBe('succeeded'));
    expect(transport.openEvents).toHaveBeenCalledWith('job-1', 0, expect.any(AbortSignal));
  });

  it('does not open the stream for a finished job', async () => {
    const transport: JobTransport<TestJob> = {
      getJob: vi.fn(async () => job('failed', 40)),
      openEvents: vi.fn(),
    };
    const {result} = renderHook(() => useJob('job-1', transport));
    await waitFor(() => expect(result.current.job?.status).toBe('failed'));
    expect(transport.openEvents).not.toHaveBeenCalled();
  });

  it('reports the API’s code for a job that cannot be read, and nothing for no job', async () => {
    const transport: JobTransport<TestJob> = {
      getJob: vi.fn(async () => {
        throw Object.assign(new Error('Not Found'), {status: 404, code: 'JOB_NOT_FOUND'});
      }),
      openEvents: vi.fn(),
    };
    const {result, rerender} = renderHook(({id}) => useJob(id, transport), {
      initialProps: {id: 'job-x' as string | null},
    });
    await waitFor(() => expect(result.current.error).toBe('JOB_NOT_FOUND'));
    rerender({id: null});
    expect(result.current).toEqual({job: null, mode: 'stream', error: null});
  });
});
