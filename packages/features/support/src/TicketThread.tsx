import {
  Button,
  Field,
  Skeleton,
  SkeletonGroup,
  Textarea,
  arrowLeftIcon,
  downloadIcon,
  formatFileSize,
} from '@nada/ui';
import {useState} from 'react';
import type {FormEvent} from 'react';
import {useIntl} from 'react-intl';
import {categoryMessage} from './categories';
import {LoadProblem} from './LoadProblem';
import {messages} from './messages';
import {TicketStatusBadge} from './TicketStatusBadge';
import type {SupportLoadStatus, Ticket, TicketMessage} from './types';
import './support.css';

/** Props of {@link TicketThread}. */
export interface TicketThreadProps {
  /** The ticket with its messages, once loaded. */
  ticket: Ticket | null;
  /** Whether the ticket is loading, shown, or failed to load. */
  status: SupportLoadStatus;
  /** Sends a reply (`POST /api/support/tickets/:id/messages`); a rejection is shown with `errorText`. */
  onReply: (body: string) => Promise<void>;
  /** Closes the ticket; without it there is no close button. */
  onClose?: () => Promise<void>;
  /** Downloads a message's attachment. */
  onDownload?: (message: TicketMessage) => void;
  /** Goes back to the list; without it there is no back button. */
  onBack?: () => void;
  /** Turns a rejection (or the load failure) into text in the user's language. */
  errorText: (error: unknown) => string;
  /** What the load failed with, when `status` is `error`. */
  error?: unknown;
  /** Loads again after a failure. */
  onRetry?: () => void;
  /** Shows the thread from support's side: the user's name on their messages, "You" on support's. @default false */
  asStaff?: boolean;
}

/** A ticket's thread (the user's messages and support's replies, with attachments), a reply field and closing. */
export function TicketThread({
  ticket,
  status,
  onReply,
  onClose,
  onDownload,
  onBack,
  errorText,
  error,
  onRetry,
  asStaff = false,
}: TicketThreadProps) {
  const intl = useIntl();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState<'reply' | 'close' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const back = onBack && (
    <Button variant="ghost" size="sm" iconStart={arrowLeftIcon} onClick={onBack}>
      {intl.formatMessage(messages.back)}
    </Button>
  );

  if (status === 'loading' || (status === 'ready' && !ticket)) {
    return (
      <SkeletonGroup label={intl.formatMessage(messages.threadLoading)} className="nada-support-thread">
        <Skeleton width="60%" />
        <Skeleton shape="rect" height={96} />
        <Skeleton shape="rect" height={64} />
      </SkeletonGroup>
    );
  }
  if (status === 'error' || !ticket) {
    return (
      <div className="nada-support-thread">
        {back}
        <LoadProblem
          title={intl.formatMessage(messages.threadLoadFailed)}
          detail={errorText(error)}
          onRetry={onRetry}
        />
      </div>
    );
  }

  const run = async (kind: 'reply' | 'close', action: () => Promise<void>) => {
    setBusy(kind);
    setFailure(null);
    try {
      await action();
      if (kind === 'reply') setReply('');
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setBusy(null);
    }
  };
  const handleReply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reply.trim()) void run('reply', () => onReply(reply.trim()));
  };
  const author = (message: TicketMessage) =>
    message.fromStaff === asStaff
      ? intl.formatMessage(messages.you)
      : message.fromStaff
        ? intl.formatMessage(messages.supportTeam)
        : (message.authorName ?? ticket.requester?.name ?? ticket.requester?.email ?? '—');

  return (
    <article
      className="nada-support-thread"
      data-status={ticket.status}
      aria-labelledby={`ticket-${ticket.id}`}
    >
      {back}
      <header className="nada-support-thread__header">
        <h2 id={`ticket-${ticket.id}`} className="nada-support-thread__title">
          {ticket.subject}
        </h2>
        <p className="nada-support-ticket__meta">
          <TicketStatusBadge status={ticket.status} />
          <span>{intl.formatMessage(categoryMessage[ticket.category])}</span>
          {asStaff && ticket.requester && (
            <span>
              {intl.formatMessage(messages.from, {
                who: ticket.requester.email ?? ticket.requester.name ?? '—',
              })}
            </span>
          )}
        </p>
      </header>
      <ol className="nada-support-thread__messages" aria-label={intl.formatMessage(messages.threadLabel)}>
        {ticket.messages.map((message) => (
          <li
            key={message.id}
            className="nada-support-message"
            data-from={message.fromStaff ? 'staff' : 'user'}
          >
            <p className="nada-support-message__meta">
              <strong>{author(message)}</strong>{' '}
              <time dateTime={message.createdAt}>
                {intl.formatDate(message.createdAt, {dateStyle: 'medium', timeStyle: 'short'})}
              </time>
            </p>
            <p className="nada-support-message__body">{message.body}</p>
            {message.attachment && onDownload && (
              <Button
                variant="secondary"
                size="sm"
                iconStart={downloadIcon}
                className="nada-support-message__attachment"
                onClick={() => onDownload(message)}
              >
                {intl.formatMessage(messages.download, {
                  name: message.attachment.name,
                  size: formatFileSize(intl, message.attachment.bytes),
                })}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {failure && (
        <p role="alert" className="nada-support-form__error">
          {failure}
        </p>
      )}
      {ticket.status === 'closed' ? (
        <p className="nada-support-muted">{intl.formatMessage(messages.closedNote)}</p>
      ) : (
        <form className="nada-support-form" noValidate onSubmit={handleReply}>
          <Field label={intl.formatMessage(messages.replyLabel)}>
            <Textarea
              value={reply}
              rows={3}
              maxLength={5000}
              autosize
              onChange={(event) => setReply(event.target.value)}
            />
          </Field>
          <div className="nada-support-form__actions">
            <Button type="submit" loading={busy === 'reply'} disabled={busy !== null}>
              {intl.formatMessage(messages.replySend)}
            </Button>
            {onClose && (
              <Button
                type="button"
                variant="secondary"
                loading={busy === 'close'}
                disabled={busy !== null}
                onClick={() => void run('close', onClose)}
              >
                {intl.formatMessage(messages.closeTicket)}
              </Button>
            )}
          </div>
        </form>
      )}
    </article>
  );
}
