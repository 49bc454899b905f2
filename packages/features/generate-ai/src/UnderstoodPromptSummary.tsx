import {Badge, Skeleton, SkeletonGroup} from '@nada/ui';
import type {BadgeTone} from '@nada/ui';
import {useIntl, type IntlShape} from 'react-intl';
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

/** Where a row's value came from: the request's sources, or Nada, for instruments it added itself. */
type RowSource = ValueSource | 'nada';

const SOURCE_MESSAGE = {
  field: messages.sourceField,
  prompt: messages.sourcePrompt,
  default: messages.sourceDefault,
  nada: messages.sourceNada,
};
const SOURCE_TONE: Record<RowSource, BadgeTone> = {
  field: 'primary',
  prompt: 'success',
  default: 'neutral',
  nada: 'neutral',
};

/**
 * The instruments as one row, or, when the request named some of them, the named ones (marked by
 * where they were named) and those Nada added for the genre (issue 42: a prompt naming piano and
 * guitar does not make the bass and drums "from your description").
 */
function instrumentRows(
  intl: IntlShape,
  understood: UnderstoodPrompt,
): Array<{field: 'instruments' | 'addedInstruments'; label: string; value: string; source: RowSource}> {
  const names = (ids: readonly string[]) =>
    intl.formatList(ids.map((id) => labelOf(intl, instrumentMessages, id)));
  const label = intl.formatMessage(messages.summaryInstruments);
  const source = understood.sources.instruments;
  const named = understood.namedInstruments;
  if (!named || source === 'default')
    return [{field: 'instruments', label, value: names(understood.instruments), source}];
  const added = understood.instruments.filter((id) => !named.includes(id));
  return [
    ...(named.length ? [{field: 'instruments' as const, label, value: names(named), source}] : []),
    ...(added.length
      ? [
          {
            field: 'addedInstruments' as const,
            label: intl.formatMessage(messages.summaryAddedInstruments),
            value: names(added),
            source: 'nada' as const,
          },
        ]
      : []),
  ];
}

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

  const rows: Array<{
    field: UnderstoodField | 'addedInstruments' | 'occasion';
    label: string;
    value: string;
    source: RowSource;
  }> = [
    {
      field: 'genre',
      label: intl.formatMessage(messages.summaryGenre),
      value: labelOf(intl, genreMessages, understood.genre),
      source: understood.sources.genre,
    },
    {
      field: 'mood',
      label: intl.formatMessage(messages.summaryMood),
      value: labelOf(intl, moodMessages, understood.mood),
      source: understood.sources.mood,
    },
    {
      field: 'bpm',
      label: intl.formatMessage(messages.summaryTempo),
      value: intl.formatMessage(messages.summaryTempoValue, {bpm: Math.round(understood.bpm)}),
      source: understood.sources.bpm,
    },
    {
      field: 'key',
      label: intl.formatMessage(messages.summaryKey),
      value: formatKey(intl, understood.key),
      source: understood.sources.key,
    },
    {
      field: 'durationSeconds',
      label: intl.formatMessage(messages.summaryLength),
      value: formatLength(understood.durationSeconds),
      source: understood.sources.durationSeconds,
    },
    ...instrumentRows(intl, understood),
  ];
  if (understood.occasion)
    rows.push({
      field: 'occasion',
      label: intl.formatMessage(messages.summaryOccasion),
      value: labelOf(intl, occasionMessages, understood.occasion),
      source: 'prompt',
    });

  return (
    <section className="nada-generate-summary" data-status={status} aria-busy={status === 'loading'}>
      {title}
      <dl className="nada-generate-summary__list">
        {rows.map(({field, label, value, source}) => (
          <div key={field} className="nada-generate-summary__row" data-field={field} data-source={source}>
            <dt>{label}</dt>
            <dd>
              <span className="nada-generate-summary__value">{value}</span>
              <Badge size="sm" tone={SOURCE_TONE[source]}>
                {intl.formatMessage(SOURCE_MESSAGE[source])}
              </Badge>
            </dd>
          </div>
        ))}
      </dl>
      <p className="nada-generate-muted">
        {intl.formatMessage(messages.summaryLanguage, {language: understood.language})}
      </p>
    </section>
  );
}
