import {parentPort} from 'node:worker_threads';
import {transferablesOf} from './transfer.ts';
import {runWorkerTask} from './workerProtocol.ts';
import type {WorkerReply} from './workerProtocol.ts';

// The entry of every worker of a `WorkerPool`: runs named exports of modules, one task at a time,
// and answers in the `WorkerReply` shape every Nada worker uses, tagged with the task's id.
interface TaskMessage {
  id: number;
  module: string;
  exportName: string;
  input: unknown;
}

const port = parentPort;
if (!port) throw new Error('workerEntry.ts runs only as a worker thread');

// The pool stops a task by terminating its thread: the signal is there for the shared tools' shape.
const signal = new AbortController().signal;

port.on('message', (task: TaskMessage) => {
  const post = (reply: WorkerReply) =>
    port.postMessage({id: task.id, ...reply}, reply.type === 'result' ? transferablesOf(reply.value) : []);
  void runWorkerTask(task.module, task.exportName, task.input, {
    progress: (stage, percent) => post({type: 'progress', stage, percent}),
    signal,
  }).then(post);
});
