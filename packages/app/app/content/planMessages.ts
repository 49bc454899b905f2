import {defineMessages} from '@nada/ui';
import type {PlanId} from './planCatalog';

/** Names of the plans. */
export const planNames = defineMessages({
  free: {id: 'app.plans.free.name', defaultMessage: 'Free', description: 'Name of the free plan'},
  plus: {id: 'app.plans.plus.name', defaultMessage: 'Plus', description: 'Name of the middle plan'},
  pro: {id: 'app.plans.pro.name', defaultMessage: 'Pro', description: 'Name of the largest plan'},
}) satisfies Record<PlanId, unknown>;
