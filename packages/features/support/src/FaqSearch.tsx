import {EmptyState, Field, Input, searchIcon} from '@nada/ui';
import {useId, useMemo, useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {searchFaq} from './faq';
import {faqMessages as messages} from './faqMessages';
import type {FaqEntry} from './types';
import './support.css';

/** Props of {@link FaqSearch}. */
export interface FaqSearchProps {
  /** The questions and answers, in the page's language. */
  entries: readonly FaqEntry[];
  /** The search text when controlled. */
  value?: string;
  /** The first search text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with each new search text. */
  onValueChange?: (value: string) => void;
  /** Heading level of each question, to fit the page outline. @default 'h3' */
  questionAs?: 'h2' | 'h3' | 'h4';
}

/**
 * A search field over the FAQ and the matching questions as disclosures (open one to read its
 * answer); every word must match, in the question or the answer, ignoring case and accents.
 */
export function FaqSearch({
  entries,
  value,
  defaultValue = '',
  onValueChange,
  questionAs: Question = 'h3',
}: FaqSearchProps) {
  const intl = useIntl();
  const [own, setOwn] = useState(defaultValue);
  const query = value ?? own;
  const shown = useMemo(() => searchFaq(entries, query), [entries, query]);
  const countId = useId();
  const handleChange = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };

  return (
    <div className="nada-support-faq">
      <Field label={intl.formatMessage(messages.faqSearchLabel)}>
        <Input
          type="search"
          iconStart={searchIcon}
          value={query}
          placeholder={intl.formatMessage(messages.faqSearchPlaceholder)}
          aria-describedby={countId}
          onChange={(event) => handleChange(event.target.value)}
        />
      </Field>
      {/* The count for every number of matches (data-faq-results), and both the empty state and the
          list, one hidden: the search of a page sent without React (./static.ts) shows them as this does. */}
      <p
        id={countId}
        className="nada-support-visually-hidden"
        aria-live="polite"
        data-faq-results={JSON.stringify(
          Array.from({length: entries.length + 1}, (_, count) =>
            intl.formatMessage(messages.faqResults, {count}),
          ),
        )}
      >
        {query.trim() ? intl.formatMessage(messages.faqResults, {count: shown.length}) : ''}
      </p>
      <EmptyState
        className="nada-support-faq__empty"
        hidden={shown.length > 0}
        size="compact"
        titleAs="p"
        icon={searchIcon}
        title={
          <FormattedMessage
            {...messages.faqNoResultsTitle}
            values={{query: <span data-faq-query="">{query.trim()}</span>}}
          />
        }
        description={intl.formatMessage(messages.faqNoResultsDescription)}
      />
      <ul className="nada-support-faq__list" hidden={shown.length === 0}>
        {shown.map((entry) => (
          <li key={entry.id} className="nada-support-faq__item">
            <details data-faq={entry.id}>
              <summary>
                <Question className="nada-support-faq__question">{entry.question}</Question>
              </summary>
              <p className="nada-support-faq__answer">{entry.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
