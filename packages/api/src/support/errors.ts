import {defineErrors} from '../errorSpec.ts';

/** The errors of support tickets and their attachments. */
export const supportErrors = defineErrors({
  /** A support ticket that does not exist or is someone else's (both answer the same). */
  TICKET_NOT_FOUND: {status: 404, message: 'Support ticket not found.'},
  /** A reply to a closed ticket; the user opens a new one instead. */
  TICKET_CLOSED: {status: 409, message: 'This ticket is closed. Open a new one if you still need help.'},
  /** A support attachment over the size limit. */
  ATTACHMENT_TOO_LARGE: (limitBytes: number) => ({
    status: 413,
    message: `Attachments can be at most ${limitBytes / 1_000_000} MB.`,
  }),
  /** A support attachment whose content is not one of the types accepted. */
  ATTACHMENT_NOT_ALLOWED: {status: 415, message: 'Attach an image (PNG, JPEG, WebP), a PDF or a text file.'},
  /** A message without an attachment, or one the caller may not read. */
  ATTACHMENT_NOT_FOUND: {status: 404, message: 'Attachment not found.'},
});
