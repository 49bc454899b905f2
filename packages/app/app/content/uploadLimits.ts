import type {UploadLimits} from '@nada/generation-wizard';
import type {IntlShape} from 'react-intl';
import {planFigures, planFor} from '@nada/pricing-table';
import type {PlanCatalog} from './planCatalog';
import {planNames} from './planMessages';

/**
 * What plan `planId` of the catalogue allows an upload (the minus one's, the file tools'), its name in
 * the page's language; `planFor` picks the plan of a guest or of an id the catalogue does not list.
 */
export function uploadLimitsOf(
  intl: IntlShape,
  plans: PlanCatalog,
  planId: string | undefined,
): UploadLimits {
  const plan = planFor(plans, planId);
  const figures = planFigures(plan);
  return {
    name: intl.formatMessage(planNames[plan.id]),
    maxFileBytes: plan.maxFileBytes,
    maxFileMegabytes: figures.maxFileMegabytes,
    maxSongMinutes: figures.maxSongMinutes,
  };
}
