import {randomBytes} from 'node:crypto';

/** An upload id: its owner's id, then 32 random hex digits, so every later request can be checked against its caller. */
export const newUploadId = (ownerId: string): string => `${ownerId}_${randomBytes(16).toString('hex')}`;

/**
 * The one owner check of uploads: whether `uploadId` is one `newUploadId(ownerId)` made. Someone
 * else's id (a user whose id merely starts with the caller's included) is as unknown as a made-up one.
 */
export const isOwnUpload = (ownerId: string, uploadId: string): boolean =>
  uploadId.length === ownerId.length + 33 &&
  uploadId.startsWith(`${ownerId}_`) &&
  /^[0-9a-f]{32}$/.test(uploadId.slice(ownerId.length + 1));
