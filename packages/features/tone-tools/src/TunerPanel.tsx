import {Button, Select, Slider, microphoneIcon} from '@nada/ui';
import {useId} from 'react';
import {useIntl} from 'react-intl';
import {A4_MAX, A4_MIN, midiToFrequency, midiToNoteName} from './core/notes';
import {INSTRUMENT_IDS, INSTRUMENT_TARGETS, nearestTarget, type InstrumentId} from './core/presets';
import type {TunerState} from './core/tuner';
import {messages} from './messages';
import './tone-tools.css';

/** Props of {@link TunerPanel}. */
export interface TunerPanelProps {
  /** The tuner's state, from useTuner. */
  state: TunerState;
  /** The instrument whose strings are shown. */
  instrument: InstrumentId;
  onInstrumentChange(instrument: InstrumentId): void;
  onStart(): void;
  onStop(): void;
  /** A4 reference in Hz, 415..466. */
  onReferenceChange(a4: number): void;
}

/** Within this many cents a note counts as in tune. */
const IN_TUNE_CENTS = 5;

const INSTRUMENT_LABELS = {
  chromatic: messages.instrumentChromatic,
  guitar: messages.instrumentGuitar,
  bass: messages.instrumentBass,
  ukulele: messages.instrumentUkulele,
  violin: messages.instrumentViolin,
  voice: messages.instrumentVoice,
} as const;

const PROBLEMS = {
  denied: messages.tunerDenied,
  noMicrophone: messages.tunerNoMicrophone,
  unsupported: messages.tunerUnsupported,
  error: messages.tunerError,
} as const;

/** The tuner: note name, cents and a needle, the A4 reference, and an instrument's target strings. */
export function TunerPanel({
  state,
  instrument,
  onInstrumentChange,
  onStart,
  onStop,
  onReferenceChange,
}: TunerPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const {note} = state;
  const targets = INSTRUMENT_TARGETS[instrument];
  const current = note ? nearestTarget(targets, note.midi + note.cents / 100) : -1;
  const cents = note?.cents ?? 0;
  const inTune = note !== undefined && Math.abs(cents) <= IN_TUNE_CENTS;
  const listening = state.status === 'listening';
  const problem = state.status in PROBLEMS ? PROBLEMS[state.status as keyof typeof PROBLEMS] : undefined;

  return (
    <section className="nada-tone-panel" aria-labelledby={headingId} data-status={state.status}>
      <h2 id={headingId} className="nada-tone-heading">
        {intl.formatMessage(messages.tunerTitle)}
      </h2>
      <div className="nada-tone-row">
        <div className="nada-tone-grow">
          <Select
            aria-label={intl.formatMessage(messages.tunerInstrument)}
            value={instrument}
            onValueChange={(value) => onInstrumentChange(value as InstrumentId)}
            options={INSTRUMENT_IDS.map((id) => ({
              value: id,
              label: intl.formatMessage(INSTRUMENT_LABELS[id]),
            }))}
          />
        </div>
        <div className="nada-tone-grow">
          <Slider
            label={intl.formatMessage(messages.tunerReference)}
            min={A4_MIN}
            max={A4_MAX}
            step={1}
            value={[state.a4]}
            formatValue={(hz) =>
              intl.formatMessage(messages.tunerReferenceValue, {hz: intl.formatNumber(hz)})
            }
            onValueChange={([hz = state.a4]) => onReferenceChange(hz)}
          />
        </div>
      </div>
      <div className="nada-tuner-display" data-in-tune={inTune || undefined}>
        <div className="nada-tuner-note" aria-live="polite" data-testid="tuner-note">
          {note ? (
            <>
              {note.name}
              <sub>{note.octave}</sub>
            </>
          ) : (
            '–'
          )}
        </div>
        <div
          className="nada-tuner-meter"
          role="meter"
          aria-label={intl.formatMessage(messages.tunerMeter)}
          aria-valuemin={-50}
          aria-valuemax={50}
          aria-valuenow={Math.round(cents * 10) / 10}
          aria-valuetext={note ? intl.formatMessage(messages.tunerCents, {cents}) : undefined}
          data-in-tune={inTune || undefined}
        >
          <span className="nada-tuner-meter__centre" />
          <span
            className="nada-tuner-meter__needle"
            style={{transform: `rotate(${Math.max(-50, Math.min(50, cents)) * 1.4}deg)`}}
          />
        </div>
        {note ? (
          <p className="nada-tone-status" data-testid="tuner-reading">
            {intl.formatMessage(messages.tunerCents, {cents})} ·{' '}
            {intl.formatMessage(
              inTune ? messages.tunerInTune : cents < 0 ? messages.tunerFlat : messages.tunerSharp,
            )}{' '}
            ·{' '}
            {intl.formatMessage(messages.tunerHeard, {
              frequency: intl.formatNumber(state.frequency ?? 0, {maximumFractionDigits: 1}),
            })}
          </p>
        ) : (
          <p className="nada-tone-muted" role="status">
            {intl.formatMessage(
              listening
                ? messages.tunerSilence
                : state.status === 'requesting'
                  ? messages.tunerRequesting
                  : messages.tunerIdle,
            )}
          </p>
        )}
      </div>
      {targets.length > 0 && (
        <ul className="nada-tuner-targets" aria-label={intl.formatMessage(messages.tunerTargets)}>
          {targets.map((midi, index) => (
            <li
              key={`${midi}-${index}`}
              data-current={index === current || undefined}
              aria-current={index === current || undefined}
            >
              {intl.formatMessage(messages.tunerTarget, {
                note: midiToNoteName(midi),
                frequency: intl.formatNumber(midiToFrequency(midi, state.a4), {maximumFractionDigits: 1}),
              })}
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="nada-tone-problem" role="alert">
          {intl.formatMessage(problem)}
        </p>
      )}
      <div className="nada-tone-row">
        {listening || state.status === 'requesting' ? (
          <Button variant="secondary" onClick={onStop}>
            {intl.formatMessage(messages.tunerStop)}
          </Button>
        ) : (
          <Button iconStart={microphoneIcon} onClick={onStart}>
            {intl.formatMessage(problem ? messages.tunerRetry : messages.tunerStart)}
          </Button>
        )}
      </div>
    </section>
  );
}
