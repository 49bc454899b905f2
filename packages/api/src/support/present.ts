import type {MessageRow, TicketRow} from './store.ts';

/** A ticket as listings show it. */
export interface SupportTicketSummaryView {
  id: string;
  category: 'account' | 'billing' | 'separation' | 'import' | 'bug' | 'other';
  subject: string;
  status: 'open' | 'answered' | 'closed';
  createdAt: string;
  updatedAt: string;
  requester: {name: string | null; email: string | null} | null;
}

/** One message of a thread. */
export interface SupportMessageView {
  id: string;
  fromStaff: boolean;
  authorName: string | null;
  body: string;
  attachment: {name: string; contentType: string; bytes: number} | null;
  createdAt: string;
}

/** A ticket with its thread. */
export interface SupportTicketView extends SupportTicketSummaryView {
  messages: SupportMessageView[];
}

/** A ticket row as `viewerId` sees it: the requester's name and email only for an admin who is not the owner. */
export function presentTicketSummary(row: TicketRow, viewerId: string): SupportTicketSummaryView {
  return {
    id: row.id,
    category: row.category as SupportTicketSummaryView['category'],
    subject: row.subject,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    requester: row.user_id === viewerId ? null : {name: row.requester_name, email: row.requester_email},
  };
}

/** A message row, without storage keys or author ids; an admin's name is not shown to users. */
export function presentMessage(row: MessageRow): SupportMessageView {
  return {
    id: row.id,
    fromStaff: row.from_staff === 1,
    authorName: row.from_staff === 1 ? null : row.author_name,
    body: row.body,
    attachment:
      row.attachment_key && row.attachment_name && row.attachment_type
        ? {name: row.attachment_name, contentType: row.attachment_type, bytes: row.attachment_bytes ?? 0}
        : null,
    createdAt: row.created_at,
  };
}

/** A ticket with its thread. */
export function presentTicket(row: TicketRow, messages: MessageRow[], viewerId: string): SupportTicketView {
  return {...presentTicketSummary(row, viewerId), messages: messages.map(presentMessage)};
}
