import {FormattedMessage, useIntl, type MessageDescriptor} from 'react-intl';
import {Icon, clockIcon} from '@nada/ui';
import {
  LEGAL_EFFECTIVE_DATE,
  RETENTION,
  fileRetentionRange,
  type LegalBlock,
  type LegalDocumentContent,
  type LegalValues,
} from '../content/legal';
import {StaticConsentBanners} from './StaticConsentBanners';
import {planNames} from '../content/planMessages';
import type {PlanCatalog} from '../content/planCatalog';
import {legalDocumentMessages as m} from './legalDocumentMessages';
import {useRichTextValues} from './richText';

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  /** The document's title: its page title. */
  title: MessageDescriptor;
  /** Summary and sections, as data. */
  content: LegalDocumentContent;
  /** The plan catalogue (`GET /api/plans`): how long each plan keeps files. */
  plans: PlanCatalog;
}

/**
 * A legal text (privacy policy, terms) rendered from data: title, effective date, a table of
 * contents and numbered sections with linkable headings. Every legal page uses it, so the markup
 * of a long document is written once.
 */
export function LegalDocument({title, content, plans}: LegalDocumentProps) {
  const intl = useIntl();
  const rich = useRichTextValues();
  // Every value any legal text may use, so each paragraph can take the same set.
  const values = {
    ...rich,
    ...RETENTION,
    ...fileRetentionRange(plans),
  } satisfies Record<keyof LegalValues, unknown>;
  // The date is a calendar day, not an instant: format it in UTC so no time zone moves it.
  const effectiveDate = intl.formatDate(`${LEGAL_EFFECTIVE_DATE}T00:00:00Z`, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const headings = content.sections.map((section) => intl.formatMessage(section.heading));

  const renderBlock = (block: LegalBlock, key: number) => {
    switch (block.kind) {
      case 'paragraph':
        return (
          <p key={key}>
            <FormattedMessage {...block.text} values={values} />
          </p>
        );
      case 'list':
        return (
          <ul key={key}>
            {block.items.map((item) => (
              <li key={item.id}>
                <FormattedMessage {...item} values={values} />
              </li>
            ))}
          </ul>
        );
      case 'planRetention':
        return (
          <ul key={key}>
            {plans.items.map((plan) => (
              <li key={plan.id}>
                <FormattedMessage
                  {...block.item}
                  values={{plan: intl.formatMessage(planNames[plan.id]), days: plan.retentionDays}}
                />
              </li>
            ))}
          </ul>
        );
    }
  };

  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal__header">
        <p className="legal__eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1 id="legal-title">
          <FormattedMessage {...title} />
        </h1>
        <p className="legal__effective">
          <Icon icon={clockIcon} size={18} />
          <time dateTime={LEGAL_EFFECTIVE_DATE}>
            <FormattedMessage {...m.effective} values={{date: effectiveDate}} />
          </time>
        </p>
        <p className="legal__intro">
          <FormattedMessage {...content.intro} values={values} />
        </p>
      </header>
      <div className="legal__layout">
        <nav className="legal__toc" aria-labelledby="legal-contents">
          <h2 id="legal-contents">
            <FormattedMessage {...m.contents} />
          </h2>
          <ol>
            {content.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  <span className="legal__number">{index + 1}.</span> {headings[index]}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          {content.sections.map((section, index) => (
            <section key={section.id} className="legal__section" aria-labelledby={section.id}>
              <h2 id={section.id}>
                <span className="legal__number">{index + 1}.</span> {headings[index]}
                <a
                  className="legal__anchor"
                  href={`#${section.id}`}
                  aria-label={intl.formatMessage(m.sectionLink, {section: headings[index] ?? ''})}
                >
                  #
                </a>
              </h2>
              {section.blocks.map(renderBlock)}
            </section>
          ))}
          <aside className="legal__questions" aria-labelledby="legal-questions">
            <h2 id="legal-questions">
              <FormattedMessage {...m.questionsTitle} />
            </h2>
            <p>
              <FormattedMessage
                {...m.questionsText}
                values={{
                  privacyMail: rich.privacyMail,
                  privacyEmail: rich.privacyEmail,
                  supportLink: rich.supportLink,
                }}
              />
            </p>
          </aside>
        </div>
      </div>
      <StaticConsentBanners />
    </article>
  );
}
