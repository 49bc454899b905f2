// The plan catalogue's types as the API's contract states them; its domain (figures, prices, the
// plan cards and the pricing pages) is @nada/pricing-table's.
import type {components} from '../api/schema';

/** The plan catalogue as `GET /api/plans` serves it: every plan, cheapest first, and the currencies' minor units. */
export type PlanCatalog = components['schemas']['PlanList'];

/** One plan of the API's catalogue. */
export type CatalogPlan = components['schemas']['Plan'];

/** The plans, cheapest first. */
export type PlanId = CatalogPlan['id'];

/** The plan most visitors should look at first; the pricing pages and the landing's teaser mark it. */
export const RECOMMENDED_PLAN: PlanId = 'plus';
