/** What the playlist parts read a failure from: the API's code, or `network` for an unreachable API. */
export function errorOf(code: string): {code: string} {
  return {code: code === 'NETWORK' ? 'network' : code};
}
