export {pricingErrorMessages} from './errorMessages';
export {messages as pricingTableMessages} from './messages';
export {PlanCard} from './PlanCard';
export type {PlanCardProps} from './PlanCard';
export {catalogPlan, formatPrice, planFigures, planFor, planPrice} from './planFigures';
export type {PlanCatalogue, PlanFigures, PlanPrice} from './planFigures';
export {PricingAccount} from './PricingAccount';
export type {
  CheckoutOutcome,
  Loadable,
  PlanSubscription,
  PlanUsage,
  PricingAccountProps,
} from './PricingAccount';
export {PricingDetail} from './PricingDetail';
export type {PricingDetailProps} from './PricingDetail';
export {PricingGuestTable, PricingPage} from './PricingPage';
export type {PricingGuestTableProps, PricingPageProps} from './PricingPage';
export {PricingTable} from './PricingTable';
export type {PlanActionContext, PricingTableProps} from './PricingTable';
export type {
  BillingPeriod,
  LocalizedText,
  PaymentProvider,
  PricingCurrency,
  PricingLinkElement,
  PricingPlan,
  PricingTableData,
} from './types';
export {currencyForLocale, usePricingTable} from './usePricingTable';
export type {PricingPlanView, PricingTableState, UsePricingTableOptions} from './usePricingTable';
