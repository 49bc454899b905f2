import {EmptyState, Skeleton, SkeletonGroup, envelopeIcon} from '@nada/ui';
import {useIntl} from 'react-intl';
import {categoryMessage} from './categories';
import {LoadProblem} from './LoadProblem';
import {messages} from './messages';
import {TicketStatusBadge} from './TicketStatusBadge';
import type {SupportLoadStatus, TicketSummary} from './types';
import './support.css';

/** Props of {@link TicketList}. */
export interface TicketListProps {
  /** The tickets, latest activity first. */
  tickets: readonly TicketSummary[];
  /** Whether the list is loading, shown, or failed to load. */
  status: SupportLoadStatus;
  /** Opens a ticket's thread. */
  onOpen: (ticketId: string) => void;
  /** Why loading failed, in the user's language, when `status` is `error`. */
  errorText?: string;
  /** Loads again after a failure; without it no retry button shows. */
  onRetry?: () => void;
  /** Shows everyone's tickets with who opened each (the admins' view). @default false */
  admin?: boolean;
  /** Heading level of each ticket's subject. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/** A user's tickets (or, for admins, everyone's) with topic, status and last change; loading, empty and error states. */
export function TicketList({
  tickets,
  status,
  onOpen,
  errorText,
  onRetry,
  admin = false,
  titleAs: Title = 'h3',
}: TicketListProps) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <SkeletonGroup label={intl.formatMessage(messages.listLoading)} className="nada-support-list">
        {[0, 1, 2].map((index) => (
          <div key={index} className="nada-support-ticket">
            <Skeleton width="50%" />
            <Skeleton width="30%" />
          </div>
        ))}
      </SkeletonGroup>
    );
  }
  if (status === 'error') {
    return (
      <LoadProblem title={intl.formatMessage(messages.listLoadFailed)} detail={errorText} onRetry={onRetry} />
    );
  }
  if (tickets.length === 0) {
    return (
      <EmptyState
        size="compact"
        titleAs="p"
        icon={envelopeIcon}
        title={intl.formatMessage(messages.listEmptyTitle)}
        description={intl.formatMessage(messages.listEmptyDescription)}
      />
    );
  }
  return (
    <ul
      className="nada-support-list"
      aria-label={intl.formatMessage(admin ? messages.listAllLabel : messages.listLabel)}
    >
      {tickets.map((ticket) => (
        <li key={ticket.id} className="nada-support-ticket" data-status={ticket.status}>
          <Title className="nada-support-ticket__title">
            {/* The button covers the whole row, so the row opens wherever it is tapped. */}
            <button type="button" className="nada-support-ticket__open" onClick={() => onOpen(ticket.id)}>
              {ticket.subject}
            </button>
          </Title>
          <p className="nada-support-ticket__meta">
            <TicketStatusBadge status={ticket.status} />
            <span>{intl.formatMessage(categoryMessage[ticket.category])}</span>
            <span>
              {intl.formatMessage(messages.updated, {
                date: intl.formatDate(ticket.updatedAt, {dateStyle: 'medium', timeStyle: 'short'}),
              })}
            </span>
            {admin && ticket.requester && (
              <span>
                {intl.formatMessage(messages.from, {
                  who: ticket.requester.name ?? ticket.requester.email ?? '—',
                })}
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
