// Every API call of the support page, in one module, through the client generated from the API's
// OpenAPI document, and the client @nada/support is given. A failed call rejects with an
// ApiRequestError whose code the page localises (apiErrorMessages.ts: TICKET_CLOSED,
// ATTACHMENT_TOO_LARGE, BOT_CHECK_FAILED...).
import type {SupportClient, TicketDraft} from '@nada/support';
import {connectSession} from '../auth/session';
import {dataOf} from './client';
import type {components} from './schema';
import {api} from './sessionClient';

/** A ticket with its thread (`GET /api/support/tickets/:id`). */
export type SupportTicket = components['schemas']['SupportTicket'];

/** A ticket as lists show it. */
export type SupportTicketSummary = components['schemas']['SupportTicketSummary'];

/** The caller's tickets, or (for an admin, `all`) everyone's. */
export async function listTickets(scope: 'mine' | 'all'): Promise<SupportTicketSummary[]> {
  return dataOf(await api.GET('/api/support/tickets', {params: {query: {scope}}})).items;
}

/** One ticket with its thread. */
export async function getTicket(id: string): Promise<SupportTicket> {
  return dataOf(await api.GET('/api/support/tickets/{id}', {params: {path: {id}}}));
}

/** The bytes of a file in base64, as the API takes attachments. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes a bounded number of arguments.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** Opens a ticket from the contact form. */
export async function createTicket(draft: TicketDraft): Promise<SupportTicket> {
  const attachment = draft.attachment
    ? {name: draft.attachment.name, data: await base64Of(draft.attachment)}
    : undefined;
  return dataOf(
    await api.POST('/api/support/tickets', {
      body: {
        category: draft.category,
        subject: draft.subject,
        message: draft.message,
        botCheck: draft.botCheck,
        ...(attachment ? {attachment} : {}),
      },
    }),
  );
}

/** Adds a reply to a ticket. */
export async function replyToTicket(id: string, body: string): Promise<SupportTicket> {
  return dataOf(await api.POST('/api/support/tickets/{id}/messages', {params: {path: {id}}, body: {body}}));
}

/** Closes a ticket. */
export async function closeTicket(id: string): Promise<SupportTicket> {
  return dataOf(await api.POST('/api/support/tickets/{id}/close', {params: {path: {id}}}));
}

/** Downloads a message's attachment with the session's token and saves it under its name. */
export async function downloadAttachment(ticketId: string, messageId: string, name: string): Promise<void> {
  const blob = dataOf(
    await api.GET('/api/support/tickets/{id}/messages/{messageId}/attachment', {
      params: {path: {id: ticketId, messageId}},
      parseAs: 'blob',
    }),
  ) as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The support tickets' client: the reads wait for the session, so the ID token goes with them. */
export const supportClient: SupportClient = {
  async listTickets(scope) {
    await connectSession();
    return listTickets(scope);
  },
  async getTicket(id) {
    await connectSession();
    return getTicket(id);
  },
  createTicket,
  replyToTicket,
  closeTicket,
  downloadAttachment,
};
