// The file tools' API calls, through the client generated from the API's document, as
// @nada/tone-tools reaches them (its `FileToolsClient`, which the generated types are checked to fit here).
import type {FileToolsClient} from '@nada/tone-tools';
import {jobsClient, submitJob, uploadTransport} from './jobApi';

/** The calls of the file tools on /tone/sound: a module constant, so the hooks keep following between renders. */
export const fileToolsClient: FileToolsClient = {
  jobs: jobsClient,
  uploads: uploadTransport,
  submitTransform: (inputFileId, params, idempotencyKey) =>
    submitJob({kind: 'transform', inputFileIds: [inputFileId], params, idempotencyKey}),
};
