import {Badge} from '@nada/ui';
import {useIntl} from 'react-intl';
import {messages} from './messages';
import type {TicketStatus} from './types';

const tone = {open: 'warning', answered: 'success', closed: 'neutral'} as const;
const label = {open: messages.statusOpen, answered: messages.statusAnswered, closed: messages.statusClosed};

/** A ticket's status as a badge. */
export function TicketStatusBadge({status}: {/** The ticket's status. */ status: TicketStatus}) {
  const intl = useIntl();
  return (
    <Badge tone={tone[status]} data-status={status}>
      {intl.formatMessage(label[status])}
    </Badge>
  );
}
