import {FormattedMessage, useIntl} from 'react-intl';
import {LegalDocument} from '@nada/site';
import {
  LEGAL_EFFECTIVE_DATE,
  RETENTION,
  fileRetentionRange,
  type LegalDocumentContent,
  type LegalValues,
} from '../content/legal';
import type {PlanCatalog} from '../content/planCatalog';
import {planNames} from '../content/planMessages';
import {pageMessages} from '../pageMessages';
import {useRichTextValues} from './richText';
import {StaticConsentBanners} from './StaticConsentBanners';

/** A legal page: its document with every value its texts may use, and each plan's retention from the catalogue. */
export function LegalPage({
  page,
  content,
  plans,
}: {
  page: 'privacy_policy' | 'term_and_condition';
  content: LegalDocumentContent;
  plans: PlanCatalog;
}) {
  const intl = useIntl();
  // Every value any legal text may use, so each paragraph can take the same set.
  const values = {
    ...useRichTextValues(),
    ...RETENTION,
    ...fileRetentionRange(plans),
  } satisfies Record<keyof LegalValues, unknown>;
  return (
    <LegalDocument
      title={<FormattedMessage {...pageMessages[page].title} />}
      content={content}
      values={values}
      effectiveDate={LEGAL_EFFECTIVE_DATE}
      planRetention={plans.items.map((plan) => ({
        id: plan.id,
        name: intl.formatMessage(planNames[plan.id]),
        days: plan.retentionDays,
      }))}
    >
      <StaticConsentBanners />
    </LegalDocument>
  );
}
