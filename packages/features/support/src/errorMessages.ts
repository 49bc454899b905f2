import {defineMessages} from '@nada/ui';

/**
 * The texts of the API error codes of support tickets, by code: the app's one map of codes
 * (apiErrorMessages) takes them, and the parts here show them through their `errorText`.
 */
export const supportErrorMessages = defineMessages({
  TICKET_NOT_FOUND: {
    id: 'support.apiError.TICKET_NOT_FOUND',
    defaultMessage: 'This support ticket could not be found.',
    description: 'Support error: the ticket does not exist or belongs to someone else',
  },
  TICKET_CLOSED: {
    id: 'support.apiError.TICKET_CLOSED',
    defaultMessage: 'This ticket is closed. Send a new message if you still need help.',
    description: 'Support error: a reply was sent to a closed ticket',
  },
  ATTACHMENT_TOO_LARGE: {
    id: 'support.apiError.ATTACHMENT_TOO_LARGE',
    defaultMessage: 'The attachment is too large: it can be at most 2 MB.',
    description: 'Support error: the attached file is over the size limit',
  },
  ATTACHMENT_NOT_ALLOWED: {
    id: 'support.apiError.ATTACHMENT_NOT_ALLOWED',
    defaultMessage: 'Attach an image (PNG, JPEG, WebP), a PDF or a text file.',
    description: 'Support error: the attached file is of a type not accepted',
  },
  ATTACHMENT_NOT_FOUND: {
    id: 'support.apiError.ATTACHMENT_NOT_FOUND',
    defaultMessage: 'This attachment is no longer available.',
    description: 'Support error: the attachment asked for does not exist',
  },
});
