import {createHmac, timingSafeEqual} from 'node:crypto';

/** Whether two hex digests are equal, in time independent of where they differ. */
export function hexEquals(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** HMAC-SHA256 of `${timestamp}.${payload}` in hex: the scheme of Stripe's (and the sandbox's) signatures. */
export function timestampedSignature(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** How far a signed timestamp may be from now, either way, before it is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a `t=<unix seconds>,v1=<hex>[,v1=<hex>...]` header over `payload` with `secret`: one `v1`
 * must match and `t` be within the tolerance of `now`.
 */
export function verifyTimestampedSignature(
  header: string | undefined,
  payload: string,
  secret: string,
  now: Date,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = timestampedSignature(secret, timestamp, payload);
  return signatures.some((signature) => hexEquals(signature, expected));
}
