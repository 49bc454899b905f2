import {useAsyncData} from '@nada/ui';
import {useState} from 'react';
import {FormattedMessage} from 'react-intl';
import {saveFile, ticketRequestOf} from './attachments';
import {supportPageMessages} from './pageMessages';
import {TicketForm, type TicketFormProps} from './TicketForm';
import {TicketList} from './TicketList';
import {TicketThread} from './TicketThread';
import type {SupportClient, Ticket, TicketDraft} from './types';

/** Props of {@link SupportTickets}. */
export interface SupportTicketsProps {
  client: SupportClient;
  /** The ticket whose thread is open (the page's `?ticket=`), or null for the form and the list. */
  ticketId: string | null;
  /** Opens a ticket's thread, or (null) goes back to the list. */
  onOpen: (ticketId: string | null) => void;
  /** Whether the caller is an admin: the list is everyone's, and they answer as support. @default false */
  admin?: boolean;
  /** Fetches a bot-check challenge for the contact form. */
  getChallenge: TicketFormProps['getChallenge'];
  /** Explains a failed call in the page's language. */
  errorText: (error: unknown) => string;
}

/**
 * The signed-in part of the support page: the contact form and the caller's tickets (everyone's for
 * admins), or one ticket's thread in place of both; a new ticket, a reply or a closing shows at once.
 */
export function SupportTickets({
  client,
  ticketId,
  onOpen,
  admin = false,
  getChallenge,
  errorText,
}: SupportTicketsProps) {
  const scope = admin ? 'all' : 'mine';
  const [round, setRound] = useState(0);
  // The reads wait for the client to be ready (the session's token goes with them).
  const list = useAsyncData(!ticketId ? `tickets:${scope}:${round}` : null, async () => {
    await client.ready?.();
    return client.listTickets(scope);
  });
  const loaded = useAsyncData(ticketId ? `ticket:${ticketId}` : null, async () => {
    await client.ready?.();
    return client.getTicket(ticketId ?? '');
  });
  // The thread as the last reply or closing returned it, over what was loaded.
  const [latest, setLatest] = useState<Ticket | null>(null);
  const ticket = latest?.id === ticketId ? latest : loaded.status === 'ready' ? loaded.data : null;

  const handleSubmit = async (draft: TicketDraft) => {
    const created = await client.createTicket(await ticketRequestOf(draft));
    setLatest(created);
    setRound((value) => value + 1);
  };

  return (
    <>
      {!ticketId && (
        <section className="page-support__section" aria-labelledby="support-contact">
          <h2 id="support-contact">
            <FormattedMessage {...supportPageMessages.contactHeading} />
          </h2>
          <TicketForm getChallenge={getChallenge} errorText={errorText} onSubmit={handleSubmit} />
        </section>
      )}
      <section id="tickets" className="page-support__section" aria-labelledby="support-tickets">
        <h2 id="support-tickets">
          <FormattedMessage
            {...(admin ? supportPageMessages.adminHeading : supportPageMessages.ticketsHeading)}
          />
        </h2>
        {ticketId ? (
          <TicketThread
            ticket={ticket}
            status={ticket ? 'ready' : loaded.status === 'error' ? 'error' : 'loading'}
            error={loaded.status === 'error' ? loaded.error : undefined}
            errorText={errorText}
            asStaff={admin && ticket?.requester !== null}
            onBack={() => onOpen(null)}
            onRetry={loaded.reload}
            onReply={async (body) => setLatest(await client.replyToTicket(ticketId, body))}
            onClose={async () => setLatest(await client.closeTicket(ticketId))}
            onDownload={(message) =>
              void client
                .downloadAttachment(ticketId, message.id)
                .then((file) => saveFile(file, message.attachment?.name ?? 'attachment'))
                .catch((error: unknown) => console.warn('Downloading the attachment failed', error))
            }
          />
        ) : (
          <TicketList
            tickets={list.status === 'ready' ? list.data : []}
            status={list.status}
            errorText={list.status === 'error' ? errorText(list.error) : undefined}
            onRetry={list.reload}
            onOpen={onOpen}
            admin={admin}
          />
        )}
      </section>
    </>
  );
}
