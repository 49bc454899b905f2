import {TicketForm, TicketList, TicketThread} from '@nada/support';
import type {TicketDraft} from '@nada/support';
import {useAtomValue} from 'jotai';
import {useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {useNavigate, useSearchParams} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {ApiRequestError} from '../api/client';
import {usePageLocale} from '../auth/authPages';
import {getChallenge} from '../auth/botCheck';
import {localePath} from '../routing/paths';
import {isAdminAtom} from '../state/session';
import {
  closeTicket,
  createTicket,
  downloadAttachment,
  getTicket,
  listTickets,
  replyToTicket,
} from './supportApi';
import type {SupportTicket} from './supportApi';
import {supportMessages} from './supportMessages';
import {useApiData} from '../api/useApiData';

const codeOf = (error: unknown) => (error instanceof ApiRequestError ? error.code : 'NETWORK');

/**
 * The signed-in part of the support page (loaded only once signed in, so guests never load the form): the contact form and the user's tickets (everyone's for
 * admins); `?ticket=<id>` opens one ticket's thread in place of the list.
 */
export default function SupportTickets() {
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const isAdmin = useAtomValue(isAdminAtom);
  const ticketId = search.get('ticket');
  const scope = isAdmin ? 'all' : 'mine';
  const [round, setRound] = useState(0);
  const list = useApiData(!ticketId ? `tickets:${scope}:${round}` : null, () => listTickets(scope));
  const loaded = useApiData(ticketId ? `ticket:${ticketId}` : null, () => getTicket(ticketId ?? ''));
  // The thread as the last reply or closing returned it, over what was loaded.
  const [latest, setLatest] = useState<SupportTicket | null>(null);
  const ticket = latest?.id === ticketId ? latest : loaded.status === 'ready' ? loaded.data : null;

  const errorText = (error: unknown) => intl.formatMessage(apiErrorMessage(codeOf(error)));
  const open = (id: string | null) =>
    void navigate(`${localePath('support', locale)}${id ? `?ticket=${encodeURIComponent(id)}` : ''}#tickets`);

  const handleSubmit = async (draft: TicketDraft) => {
    const created = await createTicket(draft);
    setLatest(created);
    setRound((value) => value + 1);
  };

  return (
    <>
      {!ticketId && (
        <section className="page-support__section" aria-labelledby="support-contact">
          <h2 id="support-contact">
            <FormattedMessage {...supportMessages.contactHeading} />
          </h2>
          <TicketForm getChallenge={getChallenge} errorText={errorText} onSubmit={handleSubmit} />
        </section>
      )}
      <section id="tickets" className="page-support__section" aria-labelledby="support-tickets">
        <h2 id="support-tickets">
          <FormattedMessage {...(isAdmin ? supportMessages.adminHeading : supportMessages.ticketsHeading)} />
        </h2>
        {ticketId ? (
          <TicketThread
            ticket={ticket}
            status={ticket ? 'ready' : loaded.status === 'error' ? 'error' : 'loading'}
            error={
              loaded.status === 'error'
                ? new ApiRequestError(404, {code: loaded.code}, loaded.code)
                : undefined
            }
            errorText={errorText}
            asStaff={isAdmin && ticket?.requester !== null}
            onBack={() => open(null)}
            onRetry={loaded.reload}
            onReply={async (body) => setLatest(await replyToTicket(ticketId, body))}
            onClose={async () => setLatest(await closeTicket(ticketId))}
            onDownload={(message) =>
              void downloadAttachment(ticketId, message.id, message.attachment?.name ?? 'attachment').catch(
                (error: unknown) => console.warn('Downloading the attachment failed', error),
              )
            }
          />
        ) : (
          <TicketList
            tickets={list.status === 'ready' ? list.data : []}
            status={list.status}
            errorText={list.status === 'error' ? intl.formatMessage(apiErrorMessage(list.code)) : undefined}
            onRetry={list.reload}
            onOpen={open}
            admin={isAdmin}
          />
        )}
      </section>
    </>
  );
}
