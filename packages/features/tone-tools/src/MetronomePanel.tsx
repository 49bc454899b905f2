import {Button, IconButton, RadioGroup, Select, Slider, metronomeIcon, minusIcon, plusIcon} from '@nada/ui';
import {useId} from 'react';
import {useIntl} from 'react-intl';
import {
  BPM_MAX,
  BPM_MIN,
  type MetronomeSettings,
  type MetronomeState,
  type Subdivision,
} from './core/metronome';
import {messages} from './messages';
import './tone-tools.css';

/** Props of {@link MetronomePanel}. */
export interface MetronomePanelProps {
  /** The metronome's state, from useMetronome. */
  state: MetronomeState;
  onStart(): void;
  onStop(): void;
  onChange(patch: Partial<MetronomeSettings>): void;
  /** Called on each tap of the tap-tempo button with a steady clock's time in seconds. */
  onTap(time: number): void;
}

const SIGNATURES = ['2/4', '3/4', '4/4', '5/4', '6/8', '7/8', '9/8', '12/8'] as const;
const SUBDIVISIONS = [
  [1, messages.subdivision1],
  [2, messages.subdivision2],
  [3, messages.subdivision3],
  [4, messages.subdivision4],
] as const;

/** The metronome: tempo, time signature, clicks per beat, accents, tap tempo and start/stop. */
export function MetronomePanel({state, onStart, onStop, onChange, onTap}: MetronomePanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const {settings} = state;
  const signature = `${settings.beatsPerBar}/${settings.beatUnit}`;
  const running = state.status === 'running';
  const bpm = (value: number) => intl.formatMessage(messages.metronomeBpm, {bpm: intl.formatNumber(value)});

  function changeSignature(value: string) {
    const [beats = '4', unit = '4'] = value.split('/');
    onChange({beatsPerBar: Number(beats), beatUnit: Number(unit) as 2 | 4 | 8});
  }

  return (
    <section className="nada-tone-panel" aria-labelledby={headingId} data-status={state.status}>
      <h2 id={headingId} className="nada-tone-heading">
        {intl.formatMessage(messages.metronomeTitle)}
      </h2>
      <div className="nada-tone-row">
        <IconButton
          icon={minusIcon}
          label={intl.formatMessage(messages.metronomeSlower)}
          variant="secondary"
          disabled={settings.bpm <= BPM_MIN}
          onClick={() => onChange({bpm: settings.bpm - 1})}
        />
        <p className="nada-metronome-bpm" data-testid="metronome-bpm">
          {bpm(settings.bpm)}
        </p>
        <IconButton
          icon={plusIcon}
          label={intl.formatMessage(messages.metronomeFaster)}
          variant="secondary"
          disabled={settings.bpm >= BPM_MAX}
          onClick={() => onChange({bpm: settings.bpm + 1})}
        />
        <Button variant="secondary" onClick={(event) => onTap(event.timeStamp / 1000)}>
          {intl.formatMessage(messages.metronomeTap)}
        </Button>
      </div>
      <Slider
        label={intl.formatMessage(messages.metronomeTempo)}
        min={BPM_MIN}
        max={BPM_MAX}
        step={1}
        value={[settings.bpm]}
        formatValue={bpm}
        onValueChange={([value = settings.bpm]) => onChange({bpm: value})}
      />
      <div className="nada-tone-row">
        <div className="nada-tone-grow">
          <Select
            aria-label={intl.formatMessage(messages.metronomeSignature)}
            value={signature}
            onValueChange={changeSignature}
            options={SIGNATURES.map((value) => ({value, label: value}))}
          />
        </div>
      </div>
      <RadioGroup
        aria-label={intl.formatMessage(messages.metronomeSubdivision)}
        value={String(settings.subdivision)}
        onValueChange={(value) => onChange({subdivision: Number(value) as Subdivision})}
        options={SUBDIVISIONS.map(([value, label]) => ({
          value: String(value),
          label: intl.formatMessage(label),
        }))}
      />
      <div
        role="group"
        aria-label={intl.formatMessage(messages.metronomeAccents)}
        className="nada-metronome-beats"
      >
        {Array.from({length: settings.beatsPerBar}, (_, beat) => {
          const accented = settings.accents[beat] ?? beat === 0;
          return (
            <button
              key={beat}
              type="button"
              className="nada-metronome-beat"
              aria-pressed={accented}
              aria-label={intl.formatMessage(messages.metronomeBeat, {beat: beat + 1})}
              data-sounding={state.beat === beat || undefined}
              onClick={() =>
                onChange({
                  accents: Array.from({length: settings.beatsPerBar}, (_, index) =>
                    index === beat ? !accented : (settings.accents[index] ?? index === 0),
                  ),
                })
              }
            >
              {beat + 1}
            </button>
          );
        })}
      </div>
      <p className="nada-tone-muted" role="status">
        {running
          ? intl.formatMessage(messages.metronomeRunning, {bpm: intl.formatNumber(settings.bpm), signature})
          : intl.formatMessage(messages.metronomeStopped)}
      </p>
      <div className="nada-tone-row">
        {running ? (
          <Button variant="secondary" onClick={onStop}>
            {intl.formatMessage(messages.metronomeStop)}
          </Button>
        ) : (
          <Button iconStart={metronomeIcon} onClick={onStart}>
            {intl.formatMessage(messages.metronomeStart)}
          </Button>
        )}
      </div>
    </section>
  );
}
