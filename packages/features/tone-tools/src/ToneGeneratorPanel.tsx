import {Button, Field, Input, RadioGroup, Slider, playIcon, waveformIcon} from '@nada/ui';
import {useId, useState, type FormEvent} from 'react';
import {useIntl} from 'react-intl';
import {
  A4_DEFAULT,
  frequencyToNote,
  midiToFrequency,
  midiToNoteName,
  parseNoteName,
  type Hertz,
} from './core/notes';
import {TONE_MAX, TONE_MIN, type ToneState, type ToneSweep, type ToneWaveform} from './core/toneGenerator';
import {messages} from './messages';
import './tone-tools.css';

/** Props of {@link ToneGeneratorPanel}. */
export interface ToneGeneratorPanelProps {
  /** The generator's state, from useToneGenerator. */
  state: ToneState;
  /** A4 reference the note names use, shared with the tuner. @default 440 */
  a4?: Hertz;
  onStart(): void;
  onStop(): void;
  onFrequencyChange(frequency: Hertz): void;
  onWaveformChange(waveform: ToneWaveform): void;
  /** Volume as linear gain 0..1. */
  onVolumeChange(volume: number): void;
  onSweep(sweep: ToneSweep): void;
  /** Text typed in the frequency field before any change, for stories of its error. */
  defaultFrequencyText?: string;
}

/** Reads "440", "440,5" or a note name into Hz; undefined when out of range or no number. */
export function parseFrequency(text: string, a4: Hertz): Hertz | undefined {
  const midi = parseNoteName(text);
  if (midi !== undefined) return midiToFrequency(midi, a4);
  const number = Number(
    text
      .trim()
      .replace(/\s*hz$/i, '')
      .replace(',', '.'),
  );
  return Number.isFinite(number) && number >= TONE_MIN && number <= TONE_MAX && text.trim() !== ''
    ? number
    : undefined;
}

const WAVEFORMS = [
  ['sine', messages.waveSine],
  ['square', messages.waveSquare],
  ['sawtooth', messages.waveSawtooth],
  ['triangle', messages.waveTriangle],
] as const;

/** The tone generator: waveform, frequency or note, volume, a sweep, and play/stop. */
export function ToneGeneratorPanel({
  state,
  a4 = A4_DEFAULT,
  onStart,
  onStop,
  onFrequencyChange,
  onWaveformChange,
  onVolumeChange,
  onSweep,
  defaultFrequencyText,
}: ToneGeneratorPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const [frequencyText, setFrequencyText] = useState(defaultFrequencyText ?? String(state.frequency));
  const [frequencyError, setFrequencyError] = useState(
    defaultFrequencyText !== undefined && parseFrequency(defaultFrequencyText, a4) === undefined,
  );
  const [sweep, setSweep] = useState({from: '100', to: '1000', duration: '10'});
  const [sweepError, setSweepError] = useState(false);
  const hz = (value: number) => intl.formatNumber(value, {maximumFractionDigits: 2});
  const running = state.status !== 'stopped';

  function handleFrequency(event: FormEvent) {
    event.preventDefault();
    const frequency = parseFrequency(frequencyText, a4);
    setFrequencyError(frequency === undefined);
    if (frequency !== undefined) onFrequencyChange(frequency);
  }

  function handleSweep(event: FormEvent) {
    event.preventDefault();
    const from = parseFrequency(sweep.from, a4);
    const to = parseFrequency(sweep.to, a4);
    const duration = Number(sweep.duration.replace(',', '.'));
    const valid =
      from !== undefined &&
      to !== undefined &&
      Number.isFinite(duration) &&
      duration >= 0.1 &&
      duration <= 600;
    setSweepError(!valid);
    if (valid) onSweep({from, to, duration});
  }

  const note = frequencyToNote(state.frequency, a4);
  return (
    <section className="nada-tone-panel" aria-labelledby={headingId} data-status={state.status}>
      <h2 id={headingId} className="nada-tone-heading">
        {intl.formatMessage(messages.toneTitle)}
      </h2>
      <RadioGroup
        aria-label={intl.formatMessage(messages.toneWaveform)}
        value={state.waveform}
        onValueChange={(value) => onWaveformChange(value as ToneWaveform)}
        options={WAVEFORMS.map(([value, label]) => ({value, label: intl.formatMessage(label)}))}
      />
      <form className="nada-tone-row" onSubmit={handleFrequency} noValidate>
        <Field
          className="nada-tone-grow"
          label={intl.formatMessage(messages.toneFrequency)}
          hint={intl.formatMessage(messages.toneFrequencyHint, {a4: hz(a4)})}
          error={frequencyError ? intl.formatMessage(messages.toneFrequencyInvalid) : undefined}
        >
          <Input
            value={frequencyText}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => setFrequencyText(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary">
          {intl.formatMessage(messages.toneApply)}
        </Button>
      </form>
      <Slider
        label={intl.formatMessage(messages.toneVolume)}
        min={0}
        max={100}
        step={1}
        value={[Math.round(state.volume * 100)]}
        formatValue={(value) => intl.formatNumber(value / 100, {style: 'percent'})}
        onValueChange={([value = 0]) => onVolumeChange(value / 100)}
      />
      <p className="nada-tone-status" role="status">
        {state.status === 'playing'
          ? intl.formatMessage(messages.tonePlaying, {
              frequency: hz(state.frequency),
              note: midiToNoteName(note.midi),
            })
          : state.status === 'sweeping'
            ? intl.formatMessage(messages.toneSweeping, {from: sweep.from, to: sweep.to})
            : intl.formatMessage(messages.toneStopped)}
      </p>
      <div className="nada-tone-row">
        {running ? (
          <Button variant="secondary" onClick={onStop}>
            {intl.formatMessage(messages.toneStop)}
          </Button>
        ) : (
          <Button iconStart={playIcon} onClick={onStart}>
            {intl.formatMessage(messages.toneStart)}
          </Button>
        )}
      </div>
      <form className="nada-tone-panel" onSubmit={handleSweep} noValidate>
        <h3 className="nada-tone-subheading">{intl.formatMessage(messages.sweepTitle)}</h3>
        <div className="nada-tone-row">
          {(['from', 'to', 'duration'] as const).map((key) => (
            <Field
              key={key}
              className="nada-tone-grow"
              label={intl.formatMessage(
                key === 'from'
                  ? messages.sweepFrom
                  : key === 'to'
                    ? messages.sweepTo
                    : messages.sweepDuration,
              )}
              invalid={sweepError}
            >
              <Input
                value={sweep[key]}
                inputMode="decimal"
                autoComplete="off"
                onChange={(event) => setSweep({...sweep, [key]: event.target.value})}
              />
            </Field>
          ))}
          <Button type="submit" variant="secondary" iconStart={waveformIcon}>
            {intl.formatMessage(messages.sweepStart)}
          </Button>
        </div>
        {sweepError && (
          <p className="nada-tone-problem" role="alert">
            {intl.formatMessage(messages.sweepInvalid)}
          </p>
        )}
      </form>
      <p className="nada-tone-muted">{intl.formatMessage(messages.hearingWarning)}</p>
    </section>
  );
}
