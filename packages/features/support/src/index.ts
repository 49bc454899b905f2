export {SUPPORT_CATEGORY_LIST, categoryMessage} from './categories';
export {foldText, searchFaq} from './faq';
export {FaqSearch} from './FaqSearch';
export type {FaqSearchProps} from './FaqSearch';
export {ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, TicketForm} from './TicketForm';
export type {TicketFormProps, TicketFormStatus} from './TicketForm';
export {TicketList} from './TicketList';
export type {TicketListProps} from './TicketList';
export {TicketStatusBadge} from './TicketStatusBadge';
export {TicketThread} from './TicketThread';
export type {TicketThreadProps} from './TicketThread';
export type {
  FaqEntry,
  SupportCategory,
  SupportLoadStatus,
  Ticket,
  TicketDraft,
  TicketMessage,
  TicketStatus,
  TicketSummary,
} from './types';
