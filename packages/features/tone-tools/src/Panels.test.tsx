import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {MetronomePanel} from './MetronomePanel';
import {metronomeRunning, metronomeStopped, toneStopped, tunerFlat} from './storybook/fixtures';
import {renderToneTools} from './test/render';
import {ToneGeneratorPanel, parseFrequency} from './ToneGeneratorPanel';
import {TunerPanel} from './TunerPanel';

function toneProps() {
  return {
    state: toneStopped,
    onStart: vi.fn(),
    onStop: vi.fn(),
    onFrequencyChange: vi.fn(),
    onWaveformChange: vi.fn(),
    onVolumeChange: vi.fn(),
    onSweep: vi.fn(),
  };
}

describe('ToneGeneratorPanel', () => {
  it('takes a note name and plays', async () => {
    const props = toneProps();
    renderToneTools(<ToneGeneratorPanel {...props} />, {locale: 'en'});
    const field = screen.getByLabelText('Frequency or note');
    await userEvent.clear(field);
    await userEvent.type(field, 'A3{Enter}');
    expect(props.onFrequencyChange).toHaveBeenCalledWith(220);
    await userEvent.click(screen.getByRole('button', {name: 'Play tone'}));
    expect(props.onStart).toHaveBeenCalled();
  });

  it('explains a frequency out of range in Indonesian and does not send it', async () => {
    const props = toneProps();
    renderToneTools(<ToneGeneratorPanel {...props} />);
    const field = screen.getByLabelText('Frekuensi atau nada');
    await userEvent.clear(field);
    await userEvent.type(field, '25000{Enter}');
    expect(
      await screen.findByText('Ketik frekuensi 20 sampai 20.000 Hz, atau nada seperti A4.'),
    ).toBeInTheDocument();
    expect(props.onFrequencyChange).not.toHaveBeenCalled();
  });

  it('refuses a sweep of no length', async () => {
    const props = toneProps();
    renderToneTools(<ToneGeneratorPanel {...props} />, {locale: 'en'});
    const duration = screen.getByLabelText('Over (seconds)');
    await userEvent.clear(duration);
    await userEvent.type(duration, '0');
    await userEvent.click(screen.getByRole('button', {name: 'Start sweep'}));
    expect(screen.getByRole('alert')).toHaveTextContent('0.1 to 600 seconds');
    expect(props.onSweep).not.toHaveBeenCalled();
  });

  it('parses numbers with a decimal comma and notes under the reference', () => {
    expect(parseFrequency('440,5', 440)).toBe(440.5);
    expect(parseFrequency('1000 Hz', 440)).toBe(1000);
    expect(parseFrequency('A4', 432)).toBe(432);
    expect(parseFrequency('', 440)).toBeUndefined();
    expect(parseFrequency('19', 440)).toBeUndefined();
  });
});

describe('TunerPanel', () => {
  const base = {
    instrument: 'guitar' as const,
    onInstrumentChange: vi.fn(),
    onStart: vi.fn(),
    onStop: vi.fn(),
    onReferenceChange: vi.fn(),
  };

  it('shows the note, cents and the nearest string', () => {
    renderToneTools(<TunerPanel {...base} state={tunerFlat} />, {locale: 'en'});
    expect(screen.getByTestId('tuner-note')).toHaveTextContent('A2');
    expect(screen.getByTestId('tuner-reading')).toHaveTextContent('-8.0 cents · Too low');
    expect(screen.getByRole('meter', {name: 'Tuning meter'})).toHaveAttribute('aria-valuenow', '-8');
    const strings = screen.getByRole('list', {name: 'Strings and target notes'});
    expect(strings.querySelector('[aria-current="true"]')).toHaveTextContent('A2 · 110 Hz');
  });

  it('explains a refused microphone and offers to try again', async () => {
    renderToneTools(<TunerPanel {...base} state={{status: 'denied', a4: 440}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Akses mikrofon diblokir');
    await userEvent.click(screen.getByRole('button', {name: 'Coba lagi'}));
    expect(base.onStart).toHaveBeenCalled();
  });

  it('asks for a note while listening to silence', () => {
    renderToneTools(<TunerPanel {...base} state={{status: 'listening', a4: 440}} />, {locale: 'en'});
    expect(screen.getByText('Play or sing a note…')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Stop tuner'})).toBeInTheDocument();
  });
});

describe('MetronomePanel', () => {
  it('changes tempo, accents and signature, and taps', async () => {
    const props = {onStart: vi.fn(), onStop: vi.fn(), onChange: vi.fn(), onTap: vi.fn()};
    renderToneTools(<MetronomePanel {...props} state={metronomeStopped} />, {locale: 'en'});
    await userEvent.click(screen.getByRole('button', {name: 'Faster by 1 BPM'}));
    expect(props.onChange).toHaveBeenLastCalledWith({bpm: 101});
    await userEvent.click(screen.getByRole('button', {name: 'Beat 3'}));
    expect(props.onChange).toHaveBeenLastCalledWith({accents: [true, false, true, false]});
    await userEvent.click(screen.getByRole('button', {name: 'Tap tempo'}));
    expect(props.onTap).toHaveBeenCalledWith(expect.any(Number));
    await userEvent.click(screen.getByRole('button', {name: 'Start'}));
    expect(props.onStart).toHaveBeenCalled();
  });

  it('shows the sounding beat while running', () => {
    renderToneTools(
      <MetronomePanel
        onStart={vi.fn()}
        onStop={vi.fn()}
        onChange={vi.fn()}
        onTap={vi.fn()}
        state={metronomeRunning}
      />,
    );
    expect(screen.getByRole('button', {name: 'Ketukan 4'})).toHaveAttribute('data-sounding', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Berjalan di 132 BPM, 6/8');
  });
});
