export {base64Of, saveFile, ticketRequestOf} from './attachments';
export {SUPPORT_CATEGORY_LIST, categoryMessage} from './categories';
export {supportErrorMessages} from './errorMessages';
export {foldText, searchFaq} from './faq';
export {supportPageMessages} from './pageMessages';
export {SupportPage} from './SupportPage';
export type {SupportPageProps, SupportSession} from './SupportPage';
export {SupportTickets} from './SupportTickets';
export type {SupportTicketsProps} from './SupportTickets';
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
  SupportClient,
  SupportLoadStatus,
  SupportPlanFigures,
  Ticket,
  TicketDraft,
  TicketMessage,
  TicketRequest,
  TicketScope,
  TicketStatus,
  TicketSummary,
} from './types';
export {useSupportFaq} from './useSupportFaq';
export type {SupportFaqPlans} from './useSupportFaq';
