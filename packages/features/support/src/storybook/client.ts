import type {SupportClient, Ticket, TicketSummary} from '../types';
import {answeredTicket, ticketSummaries} from './fixtures';

/** What a fake client answers: the list and the thread, or `'loading'` (never answers) or `'error'` (rejects). */
export interface FakeSupportData {
  tickets?: readonly TicketSummary[] | 'loading' | 'error';
  ticket?: Ticket | 'loading' | 'error';
}

function answer<T>(data: T | 'loading' | 'error'): Promise<T> {
  if (data === 'loading') return new Promise(() => {});
  if (data === 'error') return Promise.reject(new Error('offline'));
  return Promise.resolve(data);
}

/** A client over fixtures: a new ticket, a reply or a closing answers the thread changed accordingly. */
export function fakeSupportClient({
  tickets = ticketSummaries,
  ticket = answeredTicket,
}: FakeSupportData = {}): SupportClient {
  return {
    listTickets: () => answer(tickets),
    getTicket: () => answer(ticket),
    createTicket: async (request) => ({
      ...answeredTicket,
      id: 'new',
      subject: request.subject,
      status: 'open',
      messages: [],
    }),
    replyToTicket: async () => answer(ticket),
    closeTicket: async () => ({...(await answer(ticket)), status: 'closed'}),
    downloadAttachment: async () => new Blob(['lampiran'], {type: 'text/plain'}),
  };
}

/** A bot-check challenge of difficulty 0: any nonce solves it, so the contact form is ready at once. */
export const getStoryChallenge = () => Promise.resolve({id: 'story', salt: 'story', difficulty: 0});
