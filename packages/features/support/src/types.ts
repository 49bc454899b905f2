/** What a ticket is about, as the API names it. */
export type SupportCategory = 'account' | 'billing' | 'separation' | 'import' | 'bug' | 'other';

/** Where a ticket stands: waiting for support, answered by support, or closed. */
export type TicketStatus = 'open' | 'answered' | 'closed';

/** Whether a list or thread is loading, shown, or failed to load. */
export type SupportLoadStatus = 'loading' | 'ready' | 'error';

/** One question and its answer. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** A ticket as lists show it (`GET /api/support/tickets`). */
export interface TicketSummary {
  id: string;
  category: SupportCategory;
  subject: string;
  status: TicketStatus;
  createdAt: string;
  updatedAt: string;
  /** Who opened it; shown to admins, null for the user's own tickets. */
  requester: {name: string | null; email: string | null} | null;
}

/** One message of a thread. */
export interface TicketMessage {
  id: string;
  /** True when support wrote it. */
  fromStaff: boolean;
  authorName: string | null;
  body: string;
  attachment: {name: string; contentType: string; bytes: number} | null;
  createdAt: string;
}

/** A ticket with its thread (`GET /api/support/tickets/:id`). */
export interface Ticket extends TicketSummary {
  messages: TicketMessage[];
}

/** What the contact form sends, with the bot check's solution. */
export interface TicketDraft {
  category: SupportCategory;
  subject: string;
  message: string;
  /** The chosen file, if any. */
  attachment: File | null;
  botCheck: {id: string; nonce: string};
}

/** What the API takes to open a ticket (`POST /api/support/tickets`): the draft, its file in base64. */
export interface TicketRequest {
  category: SupportCategory;
  subject: string;
  message: string;
  botCheck: {id: string; nonce: string};
  /** The attached file's name and bytes in base64, if one was chosen. */
  attachment?: {name: string; data: string};
}

/** What the FAQ says of a plan, from the plan catalogue (`planFigures` of `@nada/pricing-table`). */
export interface SupportPlanFigures {
  maxFileMegabytes: number;
  maxSongMinutes: number;
  monthlyMinutes: number;
  retentionDays: number;
}

/** Whose tickets a list shows: the caller's, or (for an admin) everyone's. */
export type TicketScope = 'mine' | 'all';

/**
 * How the package reaches the tickets: the app passes its API calls in (stories and tests pass
 * fakes). A call the API refuses rejects with an error the app's `errorText` explains.
 */
export interface SupportClient {
  /** Resolves once the reads may go out (the app's session is connected, so its token goes with them). */
  ready?(): Promise<unknown>;
  /** The caller's tickets, or everyone's (`all`, for an admin). */
  listTickets(scope: TicketScope): Promise<readonly TicketSummary[]>;
  /** One ticket with its thread. */
  getTicket(id: string): Promise<Ticket>;
  /** Opens a ticket from the contact form's request. */
  createTicket(request: TicketRequest): Promise<Ticket>;
  /** Adds a reply to a ticket. */
  replyToTicket(id: string, body: string): Promise<Ticket>;
  /** Closes a ticket. */
  closeTicket(id: string): Promise<Ticket>;
  /** A message's attachment, as a file to save. */
  downloadAttachment(ticketId: string, messageId: string): Promise<Blob>;
}
