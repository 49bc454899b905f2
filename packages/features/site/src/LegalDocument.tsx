import type {ReactNode} from 'react';
import {FormattedMessage, useIntl, type MessageDescriptor} from 'react-intl';
import {Icon, clockIcon} from '@nada/ui';
import {legalDocumentMessages as m} from './legalDocumentMessages';
import './legal.css';

/** A rich-text tag's renderer (`<b>…</b>`, a link). */
export type LegalTag = (chunks: ReactNode[]) => ReactNode;

/** The values the document's own closing paragraph uses: where to write and where to get help. */
export interface LegalContact {
  /** `<privacyMail>…</privacyMail>`: a mailto link to the privacy address. */
  privacyMail: LegalTag;
  privacyEmail: string;
  /** `<supportLink>…</supportLink>`: a link to the support page. */
  supportLink: LegalTag;
}

/** Every value the document's texts may use (tags, addresses, numbers), given to each paragraph alike. */
export type LegalValues = LegalContact & Record<string, string | number | LegalTag>;

/** A piece of a legal section: a paragraph, a bulleted list, or the per-plan retention list. */
export type LegalBlock =
  | {kind: 'paragraph'; text: MessageDescriptor}
  | {kind: 'list'; items: readonly MessageDescriptor[]}
  /** One line per plan from `item`, which takes `plan` (its name) and `days`. */
  | {kind: 'planRetention'; item: MessageDescriptor};

/** A numbered section of a legal document, linkable by its id. */
export interface LegalSection {
  /** Anchor of the section (`#data-we-collect`); stable, since people link to it. */
  id: string;
  heading: MessageDescriptor;
  blocks: readonly LegalBlock[];
}

/** A whole legal document: a summary under the title and its sections. */
export interface LegalDocumentContent {
  intro: MessageDescriptor;
  sections: readonly LegalSection[];
}

/** How long one plan keeps files, for a `planRetention` block. */
export interface LegalPlanRetention {
  id: string;
  /** The plan's name in the page's language. */
  name: string;
  days: number;
}

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  /** The document's title: its page title. */
  title: ReactNode;
  /** Summary and sections, as data. */
  content: LegalDocumentContent;
  /** Every value its texts may use. */
  values: LegalValues;
  /** The day the document took effect (an ISO date, `2026-11-22`). */
  effectiveDate: string;
  /** Each plan's retention, in catalogue order. */
  planRetention: readonly LegalPlanRetention[];
  /** Rendered at the end of the document (the app's consent banners for the pages sent without React). */
  children?: ReactNode;
}

/**
 * A legal text (privacy policy, terms) rendered from data: title, effective date, a table of
 * contents and numbered sections with linkable headings. Every legal page uses it, so the markup
 * of a long document is written once.
 */
export function LegalDocument({
  title,
  content,
  values,
  effectiveDate,
  planRetention,
  children,
}: LegalDocumentProps) {
  const intl = useIntl();
  // The date is a calendar day, not an instant: format it in UTC so no time zone moves it.
  const formattedDate = intl.formatDate(`${effectiveDate}T00:00:00Z`, {dateStyle: 'long', timeZone: 'UTC'});
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
            {planRetention.map((plan) => (
              <li key={plan.id}>
                <FormattedMessage {...block.item} values={{plan: plan.name, days: plan.days}} />
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
        <h1 id="legal-title">{title}</h1>
        <p className="legal__effective">
          <Icon icon={clockIcon} size={18} />
          <time dateTime={effectiveDate}>
            <FormattedMessage {...m.effective} values={{date: formattedDate}} />
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
                  privacyMail: values.privacyMail,
                  privacyEmail: values.privacyEmail,
                  supportLink: values.supportLink,
                }}
              />
            </p>
          </aside>
        </div>
      </div>
      {children}
    </article>
  );
}
