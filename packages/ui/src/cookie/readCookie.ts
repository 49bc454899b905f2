/** The value of a cookie in a Cookie header (or `document.cookie`), if present. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return cookieHeader?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))?.[1];
}
