import {defineErrors} from '../errorSpec.ts';

/** The errors of reading a link (the probe, and the download an import job makes). */
export const importErrors = defineErrors({
  /**
   * A link Nada will not fetch: not http or https, credentials in it, or a host that is (or resolves
   * to) a loopback, private, link-local or otherwise non-public address; `reason` ends the message.
   */
  URL_NOT_ALLOWED: (reason: string, cause?: unknown) => ({
    status: 400,
    message: `This link cannot be used: ${reason}.`,
    cause,
  }),
  /** The site of a link could not be reached (its name does not resolve, the connection failed or timed out). */
  IMPORT_NETWORK_FAILED: (cause?: unknown) => ({
    status: 502,
    message: 'The site of this link could not be reached. Try again later.',
    cause,
  }),
  /** No extractor of yt-dlp understands the link (not a video or audio page it knows). */
  IMPORT_UNSUPPORTED: (cause?: unknown) => ({
    status: 422,
    message: 'Nada cannot take audio from this link: the site is not supported.',
    cause,
  }),
  /** The linked video is private, removed, restricted (age, region, members) or not yet live. */
  IMPORT_UNAVAILABLE: (cause?: unknown) => ({
    status: 422,
    message: 'This video is private, removed or restricted, so Nada cannot take its audio.',
    cause,
  }),
  /** yt-dlp failed in a way none of the other import codes names; the cause is logged. */
  IMPORT_FAILED: (cause?: unknown) => ({
    status: 502,
    message: 'The link could not be read. Try again later or try another link.',
    cause,
  }),
});
