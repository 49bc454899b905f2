import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The texts of the support parts. */
export const messages = defineMessages({
  formCategory: {
    id: 'support.form.category',
    defaultMessage: 'Topic',
    description: 'Label of the category choice',
  },
  categoryAccount: {
    id: 'support.category.account',
    defaultMessage: 'Account and sign-in',
    description: 'Ticket category',
  },
  categoryBilling: {
    id: 'support.category.billing',
    defaultMessage: 'Plans and payment',
    description: 'Ticket category',
  },
  categorySeparation: {
    id: 'support.category.separation',
    defaultMessage: 'Minus one and results',
    description: 'Ticket category: vocal removal jobs and their results',
  },
  categoryImport: {
    id: 'support.category.import',
    defaultMessage: 'Import from a link',
    description: 'Ticket category',
  },
  categoryBug: {
    id: 'support.category.bug',
    defaultMessage: 'Something is broken',
    description: 'Ticket category',
  },
  categoryOther: {
    id: 'support.category.other',
    defaultMessage: 'Something else',
    description: 'Ticket category',
  },
  formSubject: {
    id: 'support.form.subject',
    defaultMessage: 'Subject',
    description: 'Label of the subject field',
  },
  formSubjectHint: {
    id: 'support.form.subjectHint',
    defaultMessage: 'A few words, 3 to 120 characters.',
    description: 'Hint under the subject field',
  },
  formMessage: {
    id: 'support.form.message',
    defaultMessage: 'Message',
    description: 'Label of the message field',
  },
  formMessageHint: {
    id: 'support.form.messageHint',
    defaultMessage: 'What happened, what you expected, and the song or link if it matters.',
    description: 'Hint under the message field',
  },
  formAttachment: {
    id: 'support.form.attachment',
    defaultMessage: 'Attachment',
    description: 'Label of the attachment field',
  },
  formAttachmentHint: {
    id: 'support.form.attachmentHint',
    defaultMessage: 'A screenshot (PNG, JPEG, WebP), a PDF or a text file, at most {size}.',
    description: 'Hint under the attachment field; size is like "2 MB"',
  },
  formSubmit: {
    id: 'support.form.submit',
    defaultMessage: 'Send message',
    description: 'Contact form submit button',
  },
  formSending: {
    id: 'support.form.sending',
    defaultMessage: 'Sending…',
    description: 'Shown while the form is sent',
  },
  formChecking: {
    id: 'support.form.checking',
    defaultMessage: 'Checking that you are not a robot…',
    description: 'Shown while the bot check is solved in the browser',
  },
  formSent: {
    id: 'support.form.sent',
    defaultMessage: 'Thanks! Your ticket is open: we will email you when we reply.',
    description: 'Shown after a ticket was created',
  },
  errorRequired: {id: 'support.errors.required', defaultMessage: 'Fill this in.', description: 'Field error'},
  errorSubjectShort: {
    id: 'support.errors.subjectShort',
    defaultMessage: 'Write at least 3 characters.',
    description: 'Field error: subject too short',
  },
  errorBotCheck: {
    id: 'support.errors.botCheck',
    defaultMessage: 'We could not finish the security check. Try again.',
    description: 'Error when the bot check failed',
  },
  listLabel: {
    id: 'support.list.label',
    defaultMessage: 'Your tickets',
    description: 'Accessible name of the list',
  },
  listAllLabel: {
    id: 'support.list.allLabel',
    defaultMessage: 'All tickets',
    description: 'List name for admins',
  },
  listLoading: {id: 'support.list.loading', defaultMessage: 'Loading tickets…', description: 'Loading state'},
  listLoadFailed: {
    id: 'support.list.loadFailed',
    defaultMessage: 'Your tickets could not be loaded.',
    description: 'Error state of the ticket list',
  },
  listEmptyTitle: {
    id: 'support.list.emptyTitle',
    defaultMessage: 'No tickets yet',
    description: 'Empty state',
  },
  listEmptyDescription: {
    id: 'support.list.emptyDescription',
    defaultMessage: 'Questions you send us appear here with our replies.',
    description: 'Empty state description',
  },
  retry: {id: 'support.retry', defaultMessage: 'Try again', description: 'Retry button'},
  statusOpen: {
    id: 'support.status.open',
    defaultMessage: 'Waiting for support',
    description: 'Ticket status',
  },
  statusAnswered: {id: 'support.status.answered', defaultMessage: 'Answered', description: 'Ticket status'},
  statusClosed: {id: 'support.status.closed', defaultMessage: 'Closed', description: 'Ticket status'},
  updated: {
    id: 'support.list.updated',
    defaultMessage: 'Updated {date}',
    description: 'When the ticket last changed; date is formatted',
  },
  from: {
    id: 'support.list.from',
    defaultMessage: 'From {who}',
    description: 'Who opened the ticket (admins)',
  },
  threadLoading: {
    id: 'support.thread.loading',
    defaultMessage: 'Loading the ticket…',
    description: 'Loading state',
  },
  threadLoadFailed: {
    id: 'support.thread.loadFailed',
    defaultMessage: 'This ticket could not be loaded.',
    description: 'Error state of a thread',
  },
  threadLabel: {
    id: 'support.thread.label',
    defaultMessage: 'Messages',
    description: 'Accessible name of the thread',
  },
  you: {id: 'support.thread.you', defaultMessage: 'You', description: 'Author of the user’s own messages'},
  supportTeam: {
    id: 'support.thread.team',
    defaultMessage: 'Nada support',
    description: 'Author of support’s messages',
  },
  download: {
    id: 'support.thread.download',
    defaultMessage: 'Download {name} ({size})',
    description: 'Button that downloads a message’s attachment',
  },
  replyLabel: {
    id: 'support.thread.replyLabel',
    defaultMessage: 'Your reply',
    description: 'Reply field label',
  },
  replySend: {id: 'support.thread.replySend', defaultMessage: 'Send reply', description: 'Reply button'},
  closeTicket: {id: 'support.thread.close', defaultMessage: 'Close ticket', description: 'Close button'},
  closedNote: {
    id: 'support.thread.closedNote',
    defaultMessage: 'This ticket is closed. Send a new message if you need more help.',
    description: 'Shown under a closed ticket instead of the reply field',
  },
  back: {id: 'support.thread.back', defaultMessage: 'All tickets', description: 'Back to the ticket list'},
});
