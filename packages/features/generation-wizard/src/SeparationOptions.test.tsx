import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {BUILT_IN_ENGINE, SeparationOptions} from './SeparationOptions';
import {STORY_SEPARATION_VALUE as START} from './storybook/fixtures';
import {renderWizard} from './test/render';
import type {EngineDescription, SeparationValue} from './types';

const engines: EngineDescription[] = [
  BUILT_IN_ENGINE,
  {id: 'dsp', label: 'DSP', stems: ['2', '4'], builtIn: true},
  {id: 'onnx:htdemucs', label: 'HT Demucs', stems: ['2', '4'], builtIn: false},
  {id: 'onnx:vocals', label: 'Vocal model', stems: ['2'], builtIn: false},
];

describe('SeparationOptions', () => {
  it('starts from the given value: 2 stems, built-in engine, original key and tempo, MP3, loudness off', () => {
    renderWizard(<SeparationOptions defaultValue={START} />);
    expect(screen.getByRole('radiogroup', {name: 'Pisahkan menjadi'})).toBeInTheDocument();
    expect(screen.getByRole('radio', {name: '2 stem'})).toBeChecked();
    expect(screen.getByRole('radio', {name: '2 stem'})).toHaveAccessibleDescription(
      'Vokal dan instrumen (minus one)',
    );
    expect(screen.getByRole('combobox', {name: 'Mesin pemisah'})).toHaveTextContent(
      'AI Nada + pola berulang',
    );
    expect(screen.getByRole('slider', {name: 'Nada dasar'})).toHaveAttribute(
      'aria-valuetext',
      'Nada dasar asli',
    );
    expect(screen.getByRole('slider', {name: 'Tempo'})).toHaveAttribute('aria-valuetext', '100% (asli)');
    expect(screen.getByRole('radio', {name: 'MP3 320 kbps'})).toBeChecked();
    expect(screen.getByRole('switch', {name: 'Samakan kekerasan suara'})).not.toBeChecked();
    expect(screen.queryByRole('radiogroup', {name: 'Target kekerasan suara'})).not.toBeInTheDocument();
  });

  it('changes the key with the arrow keys and the +/- buttons and reads it out', async () => {
    const onValueChange = vi.fn();
    renderWizard(<SeparationOptions defaultValue={START} onValueChange={onValueChange} />);
    const key = screen.getByRole('slider', {name: 'Nada dasar'});
    key.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(key).toHaveAttribute('aria-valuetext', 'naik 2 semiton');
    expect(onValueChange).toHaveBeenLastCalledWith({...START, semitones: 2});
    expect(key).toHaveAccessibleDescription('Geser sampai pas dengan jangkauan suara penyanyi.');

    const lower = screen.getByRole('button', {name: 'Turunkan satu semiton'});
    for (let step = 0; step < 5; step += 1) await userEvent.click(lower);
    expect(key).toHaveAttribute('aria-valuenow', '-3');
    expect(screen.getByText('turun 3 semiton')).toBeInTheDocument();

    key.focus();
    await userEvent.keyboard('{End}');
    expect(key).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByRole('button', {name: 'Naikkan satu semiton'})).toBeDisabled();
  });

  it('reads the key in English with plurals', async () => {
    renderWizard(<SeparationOptions defaultValue={{...START, semitones: 1}} />, {
      locale: 'en',
    });
    const key = screen.getByRole('slider', {name: 'Key'});
    expect(key).toHaveAttribute('aria-valuetext', '+1 semitone (higher)');
    await userEvent.click(screen.getByRole('button', {name: 'Raise by a semitone'}));
    expect(key).toHaveAttribute('aria-valuetext', '+2 semitones (higher)');
    key.focus();
    await userEvent.keyboard('{Home}');
    expect(key).toHaveAttribute('aria-valuetext', '−12 semitones (lower)');
    expect(screen.getByRole('button', {name: 'Lower by a semitone'})).toBeDisabled();
  });

  it('changes the tempo in steps of 5 % between 50 and 200 % and says the pitch stays', async () => {
    const onValueChange = vi.fn();
    renderWizard(<SeparationOptions defaultValue={START} onValueChange={onValueChange} />, {locale: 'en'});
    const tempo = screen.getByRole('slider', {name: 'Tempo'});
    expect(tempo).toHaveAttribute('aria-valuemin', '50');
    expect(tempo).toHaveAttribute('aria-valuemax', '200');
    expect(tempo).toHaveAccessibleDescription('The speed changes; the pitch stays the same.');
    tempo.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tempo).toHaveAttribute('aria-valuetext', '95%');
    expect(onValueChange).toHaveBeenLastCalledWith({...START, tempo: 0.95});
    await userEvent.click(screen.getByRole('button', {name: 'Faster'}));
    await userEvent.click(screen.getByRole('button', {name: 'Faster'}));
    expect(onValueChange).toHaveBeenLastCalledWith({...START, tempo: 1.05});
  });

  it('turns loudness normalisation on at −14 LUFS and lets the target be chosen', async () => {
    const onValueChange = vi.fn();
    renderWizard(<SeparationOptions defaultValue={START} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('switch', {name: 'Samakan kekerasan suara'}));
    expect(onValueChange).toHaveBeenLastCalledWith({...START, loudnessTarget: -14});
    expect(screen.getByRole('radio', {name: '-14 LUFS · streaming'})).toBeChecked();
    await userEvent.click(screen.getByRole('radio', {name: '-23 LUFS · siaran'}));
    expect(onValueChange).toHaveBeenLastCalledWith({...START, loudnessTarget: -23});
    await userEvent.click(screen.getByRole('switch', {name: 'Samakan kekerasan suara'}));
    expect(onValueChange).toHaveBeenLastCalledWith(START);
  });

  it('picks stems and format with the arrow keys', async () => {
    const onValueChange = vi.fn();
    renderWizard(<SeparationOptions defaultValue={START} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', {name: '2 stem'})).toHaveFocus();
    // Radix checks the radio that takes focus while an arrow key is held, as it is in a browser.
    await userEvent.keyboard('{ArrowRight>}{/ArrowRight}');
    expect(screen.getByRole('radio', {name: '4 stem'})).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith({...START, stems: '4'});
    screen.getByRole('radio', {name: 'MP3 320 kbps'}).focus();
    await userEvent.keyboard('{ArrowRight>}{/ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith({...START, stems: '4', format: 'wav'});
  });

  it('lists the engines, describes the built-in one, and blocks those that cannot make the stem set', async () => {
    const onValueChange = vi.fn();
    renderWizard(
      <SeparationOptions
        engines={engines}
        defaultValue={{...START, stems: '4'}}
        onValueChange={onValueChange}
      />,
      {locale: 'en'},
    );
    screen.getByRole('combobox', {name: 'Separation engine'}).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('option', {name: 'Nada AI + repeating patterns'})).toHaveAccessibleDescription(
      'Both methods together, for 2 or 4 stems; takes longer',
    );
    expect(screen.getByRole('option', {name: 'Melody tracking (no model)'})).toHaveAccessibleDescription(
      'Follows the sung line; try it when some voice stays in the backing',
    );
    const vocalModel = screen.getByRole('option', {name: 'Vocal model'});
    expect(vocalModel).toHaveAttribute('aria-disabled', 'true');
    expect(vocalModel).toHaveAccessibleDescription('Only makes 2 stems');
    expect(screen.getByRole('option', {name: 'HT Demucs'})).toHaveAccessibleDescription(
      'AI model from the models folder',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({
      ...START,
      stems: '4',
      engine: 'onnx:htdemucs',
    });
  });

  it('names the built-in engines by id in the user language, and keeps the given name of any other', async () => {
    renderWizard(
      <SeparationOptions
        engines={[
          {id: 'dsp', label: 'DSP', stems: ['2', '4'], builtIn: true},
          {id: 'repet-sim', label: 'REPET-SIM', stems: ['2'], builtIn: true},
          {id: 'centre', label: 'Centre cut', stems: ['2'], builtIn: true},
          {id: 'onnx:htdemucs', label: 'HT Demucs', stems: ['2', '4'], builtIn: false},
          {id: 'onnx:dsp', label: 'Someone’s DSP model', stems: ['2'], builtIn: false},
        ]}
        defaultValue={START}
      />,
    );
    screen.getByRole('combobox', {name: 'Mesin pemisah'}).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('option', {name: 'Pelacak melodi (tanpa model)'})).toHaveAccessibleDescription(
      'Mengikuti alur nyanyian; coba jika suara masih tersisa di iringan',
    );
    expect(screen.getByRole('option', {name: 'Pola berulang (tanpa model)'})).toHaveAccessibleDescription(
      'Cepat, dan bagus untuk lagu rekaman, untuk 2 atau 4 stem',
    );
    expect(screen.getByRole('option', {name: 'Centre cut'})).toHaveAccessibleDescription(
      'Bawaan, tanpa model',
    );
    expect(screen.getByRole('option', {name: 'HT Demucs'})).toHaveAccessibleDescription(
      'Model AI dari folder models',
    );
    expect(screen.getByRole('option', {name: 'Someone’s DSP model'})).toBeInTheDocument();
    expect(screen.queryByRole('option', {name: 'DSP'})).not.toBeInTheDocument();
    expect(screen.queryByRole('option', {name: 'REPET-SIM'})).not.toBeInTheDocument();
  });

  it('names the engines that combine or bundle Nada’s own model, in both languages', async () => {
    const bundled: EngineDescription[] = [
      {id: 'nada', label: 'Nada (model + REPET-SIM)', stems: ['2', '4'], builtIn: true},
      {id: 'onnx:nada-mask', label: 'Nada Mask', stems: ['2', '4'], builtIn: true},
    ];
    const {unmount} = renderWizard(<SeparationOptions engines={bundled} defaultValue={START} />, {
      locale: 'en',
    });
    screen.getByRole('combobox', {name: 'Separation engine'}).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('option', {name: 'Nada AI + repeating patterns'})).toHaveAccessibleDescription(
      'Both methods together, for 2 or 4 stems; takes longer',
    );
    expect(screen.getByRole('option', {name: 'Nada AI model'})).toHaveAccessibleDescription(
      'Nada’s own trained model, for 2 or 4 stems',
    );
    unmount();
    renderWizard(<SeparationOptions engines={bundled} defaultValue={{...START, engine: 'nada'}} />);
    expect(screen.getByRole('combobox', {name: 'Mesin pemisah'})).toHaveTextContent(
      'AI Nada + pola berulang',
    );
  });

  it('falls back to the built-in engine when the chosen one cannot make the new stem set', async () => {
    const onValueChange = vi.fn();
    renderWizard(
      <SeparationOptions
        engines={engines}
        defaultValue={{...START, engine: 'onnx:vocals'}}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', {name: '4 stem'}));
    expect(onValueChange).toHaveBeenLastCalledWith({
      ...START,
      stems: '4',
      engine: 'nada',
    });
  });

  it('follows its value when controlled', async () => {
    const seen: SeparationValue[] = [];
    function Controlled() {
      const [value, setValue] = useState<SeparationValue>({...START, format: 'flac'});
      return (
        <SeparationOptions
          value={value}
          onValueChange={(next) => {
            seen.push(next);
            // Only the format may change here.
            setValue({...value, format: next.format});
          }}
        />
      );
    }
    renderWizard(<Controlled />);
    expect(screen.getByRole('radio', {name: 'FLAC'})).toBeChecked();
    await userEvent.click(screen.getByRole('button', {name: 'Naikkan satu semiton'}));
    expect(seen.at(-1)?.semitones).toBe(1);
    expect(screen.getByRole('slider', {name: 'Nada dasar'})).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(screen.getByRole('radio', {name: 'WAV'}));
    expect(screen.getByRole('radio', {name: 'WAV'})).toBeChecked();
  });

  it('shows only stems and format in simple mode', () => {
    renderWizard(<SeparationOptions defaultValue={START} simple />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('switches every control off when disabled', () => {
    renderWizard(<SeparationOptions defaultValue={START} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('combobox')).toBeDisabled();
    for (const slider of screen.getAllByRole('slider')) expect(slider).toHaveAttribute('data-disabled');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('switch')).toBeDisabled();
  });
});
