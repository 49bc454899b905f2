import {parentPort, workerData} from 'node:worker_threads';
import {runWorkerTask} from '@nada/audio/worker';
import type {WorkerReply} from '@nada/audio/worker';

// The entry of every thread `runInThread` starts: runs the named function and answers in the
// `WorkerReply` shape every Nada worker uses (@nada/audio's pool threads too).
const {module, exportName, input} = workerData as {module: string; exportName: string; input: unknown};
const post = (message: WorkerReply) => parentPort?.postMessage(message);
const controller = new AbortController();
parentPort?.on('message', (message: {type?: unknown}) => {
  if (message.type === 'abort') controller.abort(new Error('The job was canceled or lost.'));
});

post(
  await runWorkerTask(module, exportName, input, {
    progress: (stage, percent) => post({type: 'progress', stage, percent}),
    signal: controller.signal,
  }),
);
