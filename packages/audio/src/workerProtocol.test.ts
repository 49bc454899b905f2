import {describe, expect, it} from 'vitest';
import {AudioError} from './errors.ts';
import {errorReply, runWorkerTask} from './workerProtocol.ts';
import type {WorkerReply} from './workerProtocol.ts';

const tasks = new URL('./workerTasks.ts', import.meta.url).href;

describe('the worker protocol', () => {
  it('runs a named export with the tools and answers with its result', async () => {
    const reports: WorkerReply[] = [];
    const reply = await runWorkerTask(
      tasks,
      'countingTask',
      {steps: 2},
      {
        progress: (stage, percent) => reports.push({type: 'progress', stage, percent}),
        signal: new AbortController().signal,
      },
    );
    expect(reply).toEqual({type: 'result', value: 2});
    expect(reports).toEqual([
      {type: 'progress', stage: 'count', percent: 50},
      {type: 'progress', stage: 'count', percent: 100},
    ]);
  });

  it('answers what a task threw, a missing export included, as an error with its code', async () => {
    const tools = {progress: () => {}, signal: new AbortController().signal};
    expect(await runWorkerTask(tasks, 'failingTask', {code: 'AUDIO_EMPTY'}, tools)).toEqual({
      type: 'error',
      message: 'failed with AUDIO_EMPTY',
      code: 'AUDIO_EMPTY',
      transient: false,
    });
    expect(await runWorkerTask(tasks, 'noSuchTask', {}, tools)).toEqual({
      type: 'error',
      message: `${tasks} exports no function noSuchTask`,
    });
  });

  it('keeps the code and transience of an error, and the message of anything thrown', () => {
    expect(errorReply(new AudioError('AUDIO_NOT_FOUND'))).toMatchObject({
      code: 'AUDIO_NOT_FOUND',
      transient: false,
    });
    expect(errorReply(Object.assign(new Error('busy'), {code: 'S3_BUSY', transient: true}))).toEqual({
      type: 'error',
      message: 'busy',
      code: 'S3_BUSY',
      transient: true,
    });
    expect(errorReply('plain text')).toEqual({type: 'error', message: 'plain text'});
  });
});
