import {Field, Input, RadioGroup, Switch, formatClock} from '@nada/ui';
import {useState} from 'react';
import {useIntl} from 'react-intl';
import {parseImportRange, type ImportRangeProblem, type ImportRangeText} from './importRange';
import {messages} from './messages';
import {BUILT_IN_ENGINE, SeparationOptions, withStems} from './SeparationOptions';
import type {EngineDescription, ImportThen, SeparationValue, StemSet} from './types';
import './generationWizard.css';

/** The choices in the order offered: the minus one first, as most people come for it. */
export const IMPORT_THENS: readonly ImportThen[] = ['minusone', 'vocals', 'stems', 'audio', 'keytempo'];

/** The stem set each separating choice makes. */
const STEMS: Partial<Record<ImportThen, StemSet>> = {minusone: '2', vocals: '2', stems: '4'};

/** What {@link ImportOptions} edits: what to make, its options, and the part of the source (null: all of it). */
export interface ImportValue {
  /** What to make. */
  then: ImportThen;
  /** The separation's options (engine, key, tempo, format, loudness); the stem set follows `then`. */
  separation: SeparationValue;
  /** The part of the source to process, as typed; null for the whole source. */
  range: ImportRangeText | null;
}

/** Props of {@link ImportOptions}. */
export interface ImportOptionsProps {
  /** The value when controlled. */
  value?: ImportValue;
  /** The value to start with when uncontrolled. */
  defaultValue?: ImportValue;
  /** Called with the whole new value after any change. */
  onValueChange?: (value: ImportValue) => void;
  /** The source's length, which bounds the range; null when the site does not say it. */
  durationSeconds: number | null;
  /** The engines to choose from, as `GET /api/engines` lists them. @default [BUILT_IN_ENGINE] */
  engines?: readonly EngineDescription[];
  /** Switches every control off (while the job is being sent, say). @default false */
  disabled?: boolean;
  /** Class of the outer element. */
  className?: string;
}

const THEN_TEXT = {
  minusone: {label: messages.importMinusOne, description: messages.importMinusOneDescription},
  vocals: {label: messages.importVocals, description: messages.importVocalsDescription},
  stems: {label: messages.importStems, description: messages.importStemsDescription},
  audio: {label: messages.importAudio, description: messages.importAudioDescription},
  keytempo: {label: messages.importKeyTempo, description: messages.importKeyTempoDescription},
} as const;

const RANGE_PROBLEMS = {
  FORMAT: messages.importRangeFormat,
  ORDER: messages.importRangeOrder,
  OUTSIDE: messages.importRangeOutside,
} as const satisfies Record<ImportRangeProblem, unknown>;

/**
 * What to make from a video link (the minus one, the vocals alone, four stems, just the audio, or
 * the song in another key or tempo), with the minus one's own options where they apply, and
 * optionally only a part of the source, typed as minutes:seconds and checked against its length.
 */
export function ImportOptions({
  value,
  defaultValue,
  onValueChange,
  durationSeconds,
  engines = [BUILT_IN_ENGINE],
  disabled = false,
  className,
}: ImportOptionsProps) {
  const intl = useIntl();
  // Uncontrolled, it starts from `defaultValue`; controlled, `value` wins and this is never shown.
  const [inner, setInner] = useState<ImportValue | undefined>(defaultValue);
  const given = value ?? inner;
  if (!given) throw new Error('ImportOptions needs a value or a defaultValue');
  const current: ImportValue = given;

  function update(patch: Partial<ImportValue>) {
    const next = {...current, ...patch};
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  }

  function handleThen(then: ImportThen) {
    const stems = STEMS[then];
    update({then, separation: stems ? withStems(current.separation, stems, engines) : current.separation});
  }

  const wholeEnd = durationSeconds === null ? '' : formatClock(durationSeconds, {rounding: 'nearest'});
  const problem = current.range ? parseImportRange(current.range, durationSeconds).problem : undefined;
  const problemText =
    problem && intl.formatMessage(RANGE_PROBLEMS[problem], {duration: wholeEnd || formatClock(0)});

  return (
    <div
      className={['nada-import-options', className].filter(Boolean).join(' ')}
      data-then={current.then}
      data-disabled={disabled || undefined}
    >
      <Field
        className="nada-import-options__then"
        label={intl.formatMessage(messages.importThenLabel)}
        disabled={disabled}
      >
        <RadioGroup
          variant="cards"
          value={current.then}
          onValueChange={(then) => handleThen(IMPORT_THENS.find((item) => item === then) ?? 'minusone')}
          options={IMPORT_THENS.map((then) => ({
            value: then,
            label: intl.formatMessage(THEN_TEXT[then].label),
            description: intl.formatMessage(THEN_TEXT[then].description),
          }))}
        />
      </Field>

      {current.then !== 'audio' && (
        <SeparationOptions
          value={current.separation}
          onValueChange={(separation) => update({separation})}
          engines={engines}
          without={current.then === 'keytempo' ? ['stems', 'engine'] : ['stems']}
          disabled={disabled}
        />
      )}

      <div className="nada-import-options__range">
        <Switch
          checked={current.range !== null}
          onCheckedChange={(on) => update({range: on ? {start: '0:00', end: wholeEnd} : null})}
          description={intl.formatMessage(messages.importRangeDescription)}
          disabled={disabled}
          labelPosition="start"
        >
          {intl.formatMessage(messages.importRangeLabel)}
        </Switch>
        {current.range && (
          <div className="nada-import-options__range-fields" data-problem={problem}>
            <Field
              label={intl.formatMessage(messages.importRangeStart)}
              hint={intl.formatMessage(messages.importRangeHint)}
              invalid={problem !== undefined}
              disabled={disabled}
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={current.range.start}
                onChange={(event) =>
                  current.range && update({range: {...current.range, start: event.target.value}})
                }
              />
            </Field>
            <Field
              label={intl.formatMessage(messages.importRangeEnd)}
              hint={intl.formatMessage(messages.importRangeHint)}
              error={problemText}
              disabled={disabled}
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={current.range.end}
                onChange={(event) =>
                  current.range && update({range: {...current.range, end: event.target.value}})
                }
              />
            </Field>
          </div>
        )}
      </div>
    </div>
  );
}
