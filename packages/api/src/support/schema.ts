import {z} from 'zod';
import {lineSchema, textSchema} from '../displayText.ts';

/** What a ticket is about, chosen in the contact form. */
export const SUPPORT_CATEGORIES = ['account', 'billing', 'separation', 'import', 'bug', 'other'] as const;

/** The largest attachment, in bytes (after base64 decoding): 2 MB, as the form and the messages say it. */
export const MAX_ATTACHMENT_BYTES = 2_000_000;

/** The largest ticket-creating request: the attachment in base64 plus the text. */
export const CREATE_TICKET_BODY_LIMIT = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 64 * 1024;

const categorySchema = z.enum(SUPPORT_CATEGORIES).meta({id: 'SupportCategory'});

const statusSchema = z
  .enum(['open', 'answered', 'closed'])
  .describe('open: waiting for support; answered: support replied last; closed: no more replies')
  .meta({id: 'SupportTicketStatus'});

const messageBodySchema = textSchema().min(1).max(5000);

const attachmentSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    data: z
      .base64()
      .describe(`The file's bytes in base64; at most ${MAX_ATTACHMENT_BYTES} bytes once decoded`),
  })
  .describe('An image (PNG, JPEG, WebP), a PDF or a UTF-8 text file, checked by its content');

/** `POST /support/tickets` body. */
export const createTicketSchema = z
  .object({
    category: categorySchema,
    subject: lineSchema().min(3).max(120),
    message: messageBodySchema,
    attachment: attachmentSchema.optional(),
    botCheck: z
      .object({id: z.string().min(1).max(64), nonce: z.string().regex(/^(0|[1-9][0-9]{0,15})$/)})
      .describe('A solved challenge from POST /bot-check/challenge, spent by this request'),
  })
  .strict()
  .meta({id: 'CreateSupportTicket'});

/** `POST /support/tickets/:id/messages` body. */
export const replySchema = z.object({body: messageBodySchema}).strict().meta({id: 'SupportReply'});

/** `GET /support/tickets` query. */
export const ticketListQuerySchema = z.object({
  scope: z
    .enum(['mine', 'all'])
    .default('mine')
    .describe("all: every user's tickets, for admins only (others get their own)"),
  status: statusSchema.optional(),
});

/** `:id` of a ticket. */
export const ticketParamsSchema = z.object({id: z.string().min(1).max(100)});

/** `:id` of a ticket and `:messageId` of one of its messages. */
export const messageParamsSchema = z.object({
  id: z.string().min(1).max(100),
  messageId: z.string().min(1).max(100),
});

const attachmentViewSchema = z
  .object({name: z.string(), contentType: z.string(), bytes: z.number().int()})
  .meta({id: 'SupportAttachment'});

/** One message of a ticket's thread. */
export const supportMessageSchema = z
  .object({
    id: z.string(),
    fromStaff: z.boolean().describe('True when support (an admin) wrote it'),
    authorName: z.string().nullable(),
    body: z.string(),
    attachment: attachmentViewSchema.nullable(),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({id: 'SupportMessage'});

/** A ticket as listings show it. */
export const supportTicketSummarySchema = z
  .object({
    id: z.string(),
    category: categorySchema,
    subject: z.string(),
    status: statusSchema,
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601; moves with every message and status change'),
    requester: z
      .object({name: z.string().nullable(), email: z.string().nullable()})
      .nullable()
      .describe("Who opened it; shown to admins only, null for the ticket's owner"),
  })
  .meta({id: 'SupportTicketSummary'});

/** A ticket with its whole thread. */
export const supportTicketSchema = supportTicketSummarySchema
  .extend({messages: z.array(supportMessageSchema)})
  .meta({id: 'SupportTicket'});

/** `GET /support/tickets` answer. */
export const supportTicketListSchema = z
  .object({items: z.array(supportTicketSummarySchema)})
  .meta({id: 'SupportTicketList'});

/** Request types. */
export type CreateTicketBody = z.infer<typeof createTicketSchema>;
