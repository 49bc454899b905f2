export {messages as pricingTableMessages} from './messages';
export {PricingTable} from './PricingTable';
export type {PlanActionContext, PricingTableProps} from './PricingTable';
export type {BillingPeriod, LocalizedText, PricingCurrency, PricingPlan, PricingTableData} from './types';
export {currencyForLocale, usePricingTable} from './usePricingTable';
export type {PlanPrice, PricingPlanView, PricingTableState, UsePricingTableOptions} from './usePricingTable';
