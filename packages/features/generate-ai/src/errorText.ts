/** The text of an API error code in the user's language: the app's one map of codes. */
export type ErrorTextOf = (code: string | null | undefined) => string;

/** The stable code of a rejection: the API's, or `NETWORK` for a failed fetch. */
export function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  return error instanceof TypeError ? 'NETWORK' : 'unknown';
}
