import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import S3rver from 's3rver';

/** The bucket the local S3 server starts with. */
export const TEST_BUCKET = 'nada-test';

/** The environment variables that point the API at a local S3 server. */
export type S3Env = Record<
  'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE',
  string
>;

/**
 * Starts s3rver, an S3-compatible server from the npm registry, on a free loopback port (or the
 * given address and port) with an empty bucket in a temporary folder: the S3 driver is tested over
 * real HTTP with the real SDK.
 */
export async function startS3Server({address = '127.0.0.1', port: wantedPort = 0} = {}): Promise<{
  env: S3Env;
  stop(): Promise<void>;
}> {
  const directory = mkdtempSync(join(tmpdir(), 'nada-s3-'));
  const server = new S3rver({
    address,
    port: wantedPort,
    silent: true,
    directory,
    configureBuckets: [{name: TEST_BUCKET, configs: []}],
  });
  const {port} = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://${address}:${port}`,
      S3_BUCKET: TEST_BUCKET,
      // s3rver checks signatures against these fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, {recursive: true, force: true});
    },
  };
}
