import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {Upload} from '@aws-sdk/lib-storage';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import type {StorageConfig} from '../config.ts';
import {assertKey, measuring, ObjectNotFoundError} from './storage.ts';
import type {Storage} from './storage.ts';

/** An S3 storage and the client under it (closed with `destroy()`). */
export type S3Storage = Storage & {client: S3Client};

/** Storage in an S3-compatible bucket (AWS, MinIO, R2, ...): the distributed setup. */
export function createS3Storage(config: Extract<StorageConfig, {driver: 's3'}>): S3Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default CRC32 trailers on every request are not understood by many S3-compatible
    // servers; checksums are sent only where the S3 API demands them (we keep our own SHA-256).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    driver: 's3',
    client,
    async put(key, body) {
      const meter = measuring();
      // lib-storage sends a small body in one PutObject and a large or unknown-length one as a
      // multipart upload, which it aborts on failure, so nothing is left under the key.
      const upload = new Upload({client, params: {Bucket, Key: assertKey(key), Body: meter}});
      try {
        await Promise.all([pipeline(body, meter), upload.done()]);
      } catch (error) {
        meter.destroy();
        body.destroy();
        await upload.abort().catch(() => undefined);
        throw error;
      }
      return meter.result();
    },
    async get(key, range) {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: assertKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(result.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return result.Body;
      } catch (error) {
        if (isNotFound(error)) throw new ObjectNotFoundError(key, {cause: error});
        throw error;
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({Bucket, Key: assertKey(key)}));
        return {size: head.ContentLength ?? 0};
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      return (await this.stat(key)) !== undefined;
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({Bucket, Prefix: prefix, ContinuationToken}));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({Bucket, Key: assertKey(key)}));
    },
    async ping() {
      await client.send(new HeadBucketCommand({Bucket}));
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
