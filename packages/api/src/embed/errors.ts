import {defineErrors} from '../errorSpec.ts';

/** The error of the oEmbed endpoint. */
export const embedErrors = defineErrors({
  /** An oEmbed answer asked for in a format other than JSON: 501, as the oEmbed spec (2.3.4) says. */
  OEMBED_FORMAT_NOT_IMPLEMENTED: (format: string) => ({
    status: 501,
    message: `oEmbed is served as json only, not ${format}.`,
  }),
});
