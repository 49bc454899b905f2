import {Badge, Skeleton, SkeletonGroup} from '@nada/ui';
import type {BadgeTone} from '@nada/ui';
import {useIntl} from 'react-intl';
import {formatKey, formatLength} from './format';
import {genreMessages, instrumentMessages, labelOf, moodMessages, occasionMessages} from './labels';
import {messages} from './messages';
import type {UnderstoodField, UnderstoodPrompt, ValueSource} from './types';
import './generateAi.css';

/** Where the summary stands: nothing to read yet, reading, read, or reading failed. */
export type UnderstoodPromptStatus = 'empty' | 'loading' | 'ready' | 'error';

/** Props of {@link UnderstoodPromptSummary}. */
export interface UnderstoodPromptSummaryProps {
  /** What the prompt was understood as (`POST /api/generate/understand`, or a finished job's `understood`). */
  understood: UnderstoodPrompt | null;
  /** Where the reading stands. @default 'ready' when `understood` is given, else 'empty' */
  status?: UnderstoodPromptStatus;
  /** Why reading failed, in the user's language, when `status` is `error`. */
  errorText?: string;
  /** Heading level of the title, to fit the page outline. @default 'h2' */
  titleAs?: 'h2' | 'h3';
}

const SOURCE_MESSAGE = {
  field: messages.sourceField,
  prompt: messages.sourcePrompt,
  default: messages.sourceDefault,
};
const SOURCE_TONE: Record<ValueSource, BadgeTone> = {field: 'primary', prompt: 'success', default: 'neutral'};

/**
 * What a prompt was understood as, value by value (genre, mood, tempo, key, length, instruments,
 * occasion), each with where it came from: the user's choice, the description, or the genre's usual.
 */
export function UnderstoodPromptSummary({
  understood,
  status = understood ? 'ready' : 'empty',
  errorText,
  titleAs: Title = 'h2',
}: UnderstoodPromptSummaryProps) {
  const intl = useIntl();
  const title = (
    <Title className="nada-generate-summary__title">{intl.formatMessage(messages.summaryTitle)}</Title>
  );

  if (status === 'loading' && !understood) {
    return (
      <section className="nada-generate-summary" data-status="loading" aria-busy="true">
        {title}
        <SkeletonGroup label={intl.formatMessage(messages.summaryLoading)}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} width={`${80 - index * 15}%`} />
          ))}
        </SkeletonGroup>
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className="nada-generate-summary" data-status="error">
        {title}
        <p role="alert" className="nada-generate-error">
          {intl.formatMessage(messages.summaryError, {reason: errorText ?? ''})}
        </p>
      </section>
    );
  }
  if (!understood) {
    return (
      <section className="nada-generate-summary" data-status="empty">
        {title}
        <p className="nada-generate-muted">{intl.formatMessage(messages.summaryEmpty)}</p>
      </section>
    );
  }

  const rows: Array<{field: UnderstoodField | 'occasion'; label: string; value: string}> = [
    {
      field: 'genre',
      label: intl.formatMessage(messages.summaryGenre),
      value: labelOf(intl, genreMessages, understood.genre),
    },
    {
      field: 'mood',
      label: intl.formatMessage(messages.summaryMood),
      value: labelOf(intl, moodMessages, understood.mood),
    },
    {
      field: 'bpm',
      label: intl.formatMessage(messages.summaryTempo),
      value: intl.formatMessage(messages.summaryTempoValue, {bpm: Math.round(understood.bpm)}),
    },
    {field: 'key', label: intl.formatMessage(messages.summaryKey), value: formatKey(intl, understood.key)},
    {
      field: 'durationSeconds',
      label: intl.formatMessage(messages.summaryLength),
      value: formatLength(understood.durationSeconds),
    },
    {
      field: 'instruments',
      label: intl.formatMessage(messages.summaryInstruments),
      value: intl.formatList(understood.instruments.map((id) => labelOf(intl, instrumentMessages, id))),
    },
  ];
  if (understood.occasion)
    rows.push({
      field: 'occasion',
      label: intl.formatMessage(messages.summaryOccasion),
      value: labelOf(intl, occasionMessages, understood.occasion),
    });

  return (
    <section className="nada-generate-summary" data-status={status} aria-busy={status === 'loading'}>
      {title}
      <dl className="nada-generate-summary__list">
        {rows.map((row) => {
          const source = row.field === 'occasion' ? 'prompt' : understood.sources[row.field];
          return (
            <div
              key={row.field}
              className="nada-generate-summary__row"
              data-field={row.field}
              data-source={source}
            >
              <dt>{row.label}</dt>
              <dd>
                <span className="nada-generate-summary__value">{row.value}</span>
                <Badge size="sm" tone={SOURCE_TONE[source]}>
                  {intl.formatMessage(SOURCE_MESSAGE[source])}
                </Badge>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="nada-generate-muted">
        {intl.formatMessage(messages.summaryLanguage, {language: understood.language})}
      </p>
    </section>
  );
}
