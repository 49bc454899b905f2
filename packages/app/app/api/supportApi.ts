// Every API call of the support page, through the client generated from the API's OpenAPI
// document, as the client @nada/support is given (its narrow interface, which the generated types
// are checked to fit here). A failed call rejects with an ApiRequestError whose code the page
// localises (apiErrorMessages.ts: TICKET_CLOSED, ATTACHMENT_TOO_LARGE, BOT_CHECK_FAILED...).
import type {SupportClient} from '@nada/support';
import {connectSession} from '../auth/session';
import {dataOf} from './client';
import {api} from './sessionClient';

/** The support tickets' client: the reads wait for the session (`ready`), so the ID token goes with them. */
export const supportClient: SupportClient = {
  ready: connectSession,
  listTickets: async (scope) =>
    dataOf(await api.GET('/api/support/tickets', {params: {query: {scope}}})).items,
  getTicket: async (id) => dataOf(await api.GET('/api/support/tickets/{id}', {params: {path: {id}}})),
  createTicket: async (request) => dataOf(await api.POST('/api/support/tickets', {body: request})),
  replyToTicket: async (id, body) =>
    dataOf(await api.POST('/api/support/tickets/{id}/messages', {params: {path: {id}}, body: {body}})),
  closeTicket: async (id) =>
    dataOf(await api.POST('/api/support/tickets/{id}/close', {params: {path: {id}}})),
  downloadAttachment: async (id, messageId) =>
    dataOf(
      await api.GET('/api/support/tickets/{id}/messages/{messageId}/attachment', {
        params: {path: {id, messageId}},
        parseAs: 'blob',
      }),
    ) as Blob,
};
