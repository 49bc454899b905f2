import {Field, IconButton, RadioGroup, Select, Slider, Switch, minusIcon, plusIcon} from '@nada/ui';
import {useId, useState} from 'react';
import {useIntl, type IntlShape} from 'react-intl';
import {messages} from './messages';
import type {EngineDescription, SeparationValue, SongFormat, StemSet} from './types';
import './generationWizard.css';

/** The default engine (`DEFAULT_ENGINE` of @nada/audio), listed when the app passes no engines. */
export const BUILT_IN_ENGINE: EngineDescription = {
  id: 'nada',
  label: 'Nada (model + REPET-SIM)',
  stems: ['2', '4'],
  builtIn: true,
};

/**
 * Names and second lines of the engines `@nada/audio` builds in or bundles, by id: its own labels
 * ("DSP", "REPET-SIM") are not for users. A built-in engine missing here shows its own label.
 */
const BUILT_IN_ENGINE_TEXT = new Map([
  ['dsp', {label: messages.engineDsp, description: messages.engineDspDescription}],
  ['repet-sim', {label: messages.engineRepetSim, description: messages.engineRepetSimDescription}],
  ['nada', {label: messages.engineNada, description: messages.engineNadaDescription}],
  ['onnx:nada-mask', {label: messages.engineNadaModel, description: messages.engineNadaModelDescription}],
]);

const LOUDNESS_CHOICES = [
  {target: -14, label: messages.loudnessStreaming, description: messages.loudnessStreamingDescription},
  {target: -16, label: messages.loudnessApple, description: messages.loudnessAppleDescription},
  {target: -23, label: messages.loudnessBroadcast, description: messages.loudnessBroadcastDescription},
] as const;

/** The loudness targets offered, in LUFS: streaming (the one the switch turns on), a quieter one and broadcast. */
export const LOUDNESS_TARGETS: readonly number[] = LOUDNESS_CHOICES.map((choice) => choice.target);

/** Transposition limits, in semitones. */
export const SEMITONES_RANGE = {min: -12, max: 12} as const;

/** Tempo limits and step, in percent of the original. */
export const TEMPO_RANGE = {min: 50, max: 200, step: 5} as const;

/** A part of {@link SeparationOptions} that can be left out: the stem set, or the engine. */
export type SeparationPart = 'stems' | 'engine';

/**
 * The options with the stem set `stems`: the engine kept when it makes that set, or else one that
 * does, built-in first.
 */
export function withStems(
  value: SeparationValue,
  stems: StemSet,
  engines: readonly EngineDescription[] = [BUILT_IN_ENGINE],
): SeparationValue {
  const engine = engines.find((item) => item.id === value.engine);
  if (!engine || engine.stems.includes(stems)) return {...value, stems};
  const fallback =
    engines.find((item) => item.builtIn && item.stems.includes(stems)) ??
    engines.find((item) => item.stems.includes(stems));
  return {...value, stems, engine: fallback?.id ?? value.engine};
}

/** What {@link SeparationOptions} takes besides its value. */
interface SeparationOptionsBaseProps {
  /** Called with the whole new value after any change. */
  onValueChange?: (value: SeparationValue) => void;
  /** The engines to choose from, as `GET /api/engines` lists them. @default [BUILT_IN_ENGINE] */
  engines?: readonly EngineDescription[];
  /** Shows only the stem set and the format, for a quick start. @default false */
  simple?: boolean;
  /** Parts left out, when the caller decides them itself (a video link's "what to make" sets the stems). @default [] */
  without?: readonly SeparationPart[];
  /** Switches every control off (while the job is being sent, say). @default false */
  disabled?: boolean;
  /** Class of the outer element. */
  className?: string;
}

/**
 * Props of {@link SeparationOptions}: controlled through `value`, or uncontrolled from
 * `defaultValue`. The wizard owns no defaults: the app passes the API's (its `separate` params'
 * defaults, as the OpenAPI document states them).
 */
export type SeparationOptionsProps = SeparationOptionsBaseProps &
  (
    | {
        /** The options when controlled. */
        value: SeparationValue;
        defaultValue?: undefined;
      }
    | {
        value?: undefined;
        /** The options to start with when uncontrolled. */
        defaultValue: SeparationValue;
      }
  );

/** The key as people read it: "Original key", "+2 semitones (higher)", "−3 semitones (lower)". */
export function formatSemitones(intl: IntlShape, semitones: number): string {
  if (semitones === 0) return intl.formatMessage(messages.keyOriginal);
  return intl.formatMessage(semitones > 0 ? messages.keyHigher : messages.keyLower, {
    count: Math.abs(semitones),
  });
}

/** A tempo ratio as a percentage, marked "(original)" at 100 %. */
export function formatTempo(intl: IntlShape, tempo: number): string {
  const percent = intl.formatNumber(tempo, {style: 'percent', maximumFractionDigits: 0});
  return Math.round(tempo * 100) === 100 ? intl.formatMessage(messages.tempoOriginal, {percent}) : percent;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The minus-one options: stem set, engine, key, tempo, output format and loudness; `simple` keeps stems and format. */
export function SeparationOptions(props: SeparationOptionsProps) {
  const {
    value,
    onValueChange,
    engines = [BUILT_IN_ENGINE],
    simple = false,
    without = [],
    disabled = false,
    className,
  } = props;
  const intl = useIntl();
  const ids = useId();
  // Uncontrolled, it starts from `defaultValue`; controlled, `value` wins and this is never shown.
  const [inner, setInner] = useState<SeparationValue>(() =>
    props.value === undefined ? props.defaultValue : props.value,
  );
  const current = value ?? inner;

  function update(patch: Partial<SeparationValue>) {
    const next = {...current, ...patch};
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  }

  // The chosen engine cannot make another set: it falls back to one that can, built-in first.
  const handleStems = (stems: StemSet) => update(withStems(current, stems, engines));

  const semitones = current.semitones;
  const percent = Math.round(current.tempo * 100);
  const keyLabel = intl.formatMessage(messages.keyLabel);
  const tempoLabel = intl.formatMessage(messages.tempoLabel);
  const loudnessOn = current.loudnessTarget !== null;
  const loudnessOptions = LOUDNESS_CHOICES.map((choice) => ({
    value: String(choice.target),
    label: intl.formatMessage(choice.label, {lufs: intl.formatNumber(choice.target)}),
    description: intl.formatMessage(choice.description),
  }));

  return (
    <div
      className={['nada-separation-options', className].filter(Boolean).join(' ')}
      data-simple={simple || undefined}
      data-disabled={disabled || undefined}
    >
      {!without.includes('stems') && (
        <Field
          className="nada-separation-options__choices"
          label={intl.formatMessage(messages.stemsLabel)}
          disabled={disabled}
        >
          <RadioGroup
            variant="cards"
            orientation="horizontal"
            value={current.stems}
            onValueChange={(stems) => handleStems(stems === '4' ? '4' : '2')}
            options={[
              {
                value: '2',
                label: intl.formatMessage(messages.stems2),
                description: intl.formatMessage(messages.stems2Description),
              },
              {
                value: '4',
                label: intl.formatMessage(messages.stems4),
                description: intl.formatMessage(messages.stems4Description),
              },
            ]}
          />
        </Field>
      )}

      {!simple && !without.includes('engine') && (
        <Field label={intl.formatMessage(messages.engineLabel)} disabled={disabled}>
          <Select
            value={current.engine}
            onValueChange={(engine) => update({engine})}
            options={engines.map((engine) => {
              const supported = engine.stems.includes(current.stems);
              const text = engine.builtIn ? BUILT_IN_ENGINE_TEXT.get(engine.id) : undefined;
              return {
                value: engine.id,
                label: text ? intl.formatMessage(text.label) : engine.label,
                disabled: !supported,
                description: !supported
                  ? intl.formatMessage(messages.engineStemsOnly, {stems: engine.stems.join(', ')})
                  : text
                    ? intl.formatMessage(text.description)
                    : intl.formatMessage(engine.builtIn ? messages.engineBuiltIn : messages.engineModel),
              };
            })}
          />
        </Field>
      )}

      {!simple && (
        <div className="nada-separation-options__adjust" role="group" aria-labelledby={`${ids}-key`}>
          <div className="nada-separation-options__adjust-header">
            <span id={`${ids}-key`} className="nada-separation-options__adjust-label">
              {keyLabel}
            </span>
            <span className="nada-separation-options__adjust-value" aria-hidden>
              {formatSemitones(intl, semitones)}
            </span>
          </div>
          <div className="nada-separation-options__adjust-row">
            <IconButton
              icon={minusIcon}
              size="sm"
              variant="secondary"
              label={intl.formatMessage(messages.keyDrop)}
              disabled={disabled || semitones <= SEMITONES_RANGE.min}
              onClick={() =>
                update({semitones: clamp(semitones - 1, SEMITONES_RANGE.min, SEMITONES_RANGE.max)})
              }
            />
            <Slider
              className="nada-separation-options__slider"
              aria-label={keyLabel}
              aria-describedby={`${ids}-key-hint`}
              showValue={false}
              min={SEMITONES_RANGE.min}
              max={SEMITONES_RANGE.max}
              step={1}
              value={[semitones]}
              onValueChange={([next]) => next !== undefined && update({semitones: next})}
              formatValue={(next) => formatSemitones(intl, next)}
              marks={[
                {value: SEMITONES_RANGE.min, label: intl.formatNumber(SEMITONES_RANGE.min)},
                {value: 0, label: intl.formatNumber(0)},
                {value: SEMITONES_RANGE.max, label: `+${intl.formatNumber(SEMITONES_RANGE.max)}`},
              ]}
              disabled={disabled}
            />
            <IconButton
              icon={plusIcon}
              size="sm"
              variant="secondary"
              label={intl.formatMessage(messages.keyRaise)}
              disabled={disabled || semitones >= SEMITONES_RANGE.max}
              onClick={() =>
                update({semitones: clamp(semitones + 1, SEMITONES_RANGE.min, SEMITONES_RANGE.max)})
              }
            />
          </div>
          <p id={`${ids}-key-hint`} className="nada-separation-options__hint">
            {intl.formatMessage(messages.keyHint)}
          </p>
        </div>
      )}

      {!simple && (
        <div className="nada-separation-options__adjust" role="group" aria-labelledby={`${ids}-tempo`}>
          <div className="nada-separation-options__adjust-header">
            <span id={`${ids}-tempo`} className="nada-separation-options__adjust-label">
              {tempoLabel}
            </span>
            <span className="nada-separation-options__adjust-value" aria-hidden>
              {formatTempo(intl, current.tempo)}
            </span>
          </div>
          <div className="nada-separation-options__adjust-row">
            <IconButton
              icon={minusIcon}
              size="sm"
              variant="secondary"
              label={intl.formatMessage(messages.tempoSlower)}
              disabled={disabled || percent <= TEMPO_RANGE.min}
              onClick={() =>
                update({tempo: clamp(percent - TEMPO_RANGE.step, TEMPO_RANGE.min, TEMPO_RANGE.max) / 100})
              }
            />
            <Slider
              className="nada-separation-options__slider"
              aria-label={tempoLabel}
              aria-describedby={`${ids}-tempo-hint`}
              showValue={false}
              min={TEMPO_RANGE.min}
              max={TEMPO_RANGE.max}
              step={TEMPO_RANGE.step}
              value={[percent]}
              onValueChange={([next]) => next !== undefined && update({tempo: next / 100})}
              formatValue={(next) => formatTempo(intl, next / 100)}
              marks={[TEMPO_RANGE.min, 100, TEMPO_RANGE.max].map((mark) => ({
                value: mark,
                label: intl.formatNumber(mark / 100, {style: 'percent'}),
              }))}
              disabled={disabled}
            />
            <IconButton
              icon={plusIcon}
              size="sm"
              variant="secondary"
              label={intl.formatMessage(messages.tempoFaster)}
              disabled={disabled || percent >= TEMPO_RANGE.max}
              onClick={() =>
                update({tempo: clamp(percent + TEMPO_RANGE.step, TEMPO_RANGE.min, TEMPO_RANGE.max) / 100})
              }
            />
          </div>
          <p id={`${ids}-tempo-hint`} className="nada-separation-options__hint">
            {intl.formatMessage(messages.tempoHint)}
          </p>
        </div>
      )}

      <Field
        className="nada-separation-options__choices"
        label={intl.formatMessage(messages.formatLabel)}
        disabled={disabled}
      >
        <RadioGroup
          variant="cards"
          orientation="horizontal"
          value={current.format}
          onValueChange={(format) => update({format: format as SongFormat})}
          options={(['mp3', 'wav', 'flac'] as const).map((format) => ({
            value: format,
            label: intl.formatMessage(
              {mp3: messages.formatMp3, wav: messages.formatWav, flac: messages.formatFlac}[format],
            ),
            description: intl.formatMessage(
              {
                mp3: messages.formatMp3Description,
                wav: messages.formatWavDescription,
                flac: messages.formatFlacDescription,
              }[format],
            ),
          }))}
        />
      </Field>

      {!simple && (
        <div className="nada-separation-options__loudness">
          <Switch
            checked={loudnessOn}
            onCheckedChange={(on) => update({loudnessTarget: on ? LOUDNESS_CHOICES[0].target : null})}
            description={intl.formatMessage(messages.loudnessDescription)}
            disabled={disabled}
            labelPosition="start"
          >
            {intl.formatMessage(messages.loudnessLabel)}
          </Switch>
          {loudnessOn && (
            <Field label={intl.formatMessage(messages.loudnessTargetLabel)} disabled={disabled}>
              <RadioGroup
                value={String(current.loudnessTarget)}
                onValueChange={(target) => update({loudnessTarget: Number(target)})}
                options={loudnessOptions}
              />
            </Field>
          )}
        </div>
      )}
    </div>
  );
}
