import type {TestProject} from 'vitest/node';
import {startS3Server} from './s3Server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** JSON of the S3 variables of this run's local S3 server; empty on projects using local files. */
    s3Env: string;
  }
}

/** Vitest global setup: the distributed project keeps files in a local S3 server for the whole run. */
export default async function setup(project: TestProject) {
  const s3 = await startS3Server();
  project.provide('s3Env', JSON.stringify(s3.env));
  return () => s3.stop();
}
