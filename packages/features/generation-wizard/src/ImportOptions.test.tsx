import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ImportOptions, type ImportValue} from './ImportOptions';
import {BUILT_IN_ENGINE} from './SeparationOptions';
import {STORY_SEPARATION_VALUE} from './storybook/fixtures';
import {renderWizard} from './test/render';
import type {EngineDescription} from './types';

const START: ImportValue = {then: 'minusone', separation: STORY_SEPARATION_VALUE, range: null};
const engines: EngineDescription[] = [
  {id: 'onnx:vocals', label: 'Vocal model', stems: ['2'], builtIn: false},
  BUILT_IN_ENGINE,
];

describe('ImportOptions', () => {
  it('offers five things to make, the minus one first, with the minus one’s options but not its stem set', () => {
    renderWizard(<ImportOptions defaultValue={START} durationSeconds={200} />);
    const choices = screen.getByRole('radiogroup', {name: 'Mau dibuat apa'});
    expect(choices).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('radio')
        .slice(0, 5)
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['minusone', 'vocals', 'stems', 'audio', 'keytempo']);
    expect(screen.getByRole('radio', {name: 'Minus one'})).toBeChecked();
    expect(screen.queryByRole('radiogroup', {name: 'Pisahkan menjadi'})).not.toBeInTheDocument();
    expect(screen.getByRole('slider', {name: 'Nada dasar'})).toBeInTheDocument();
  });

  it('sets the stem set from the choice, moving to an engine that makes it', async () => {
    const onValueChange = vi.fn();
    renderWizard(
      <ImportOptions
        defaultValue={{...START, separation: {...START.separation, engine: 'onnx:vocals'}}}
        durationSeconds={200}
        engines={engines}
        onValueChange={onValueChange}
      />,
      {locale: 'en'},
    );
    await userEvent.click(screen.getByRole('radio', {name: '4 stems'}));
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        then: 'stems',
        separation: expect.objectContaining({stems: '4', engine: 'nada'}),
      }),
    );
  });

  it('shows no separation options for just the audio, and only key, tempo, format and loudness for a key change', async () => {
    renderWizard(<ImportOptions defaultValue={START} durationSeconds={200} />, {locale: 'en'});
    await userEvent.click(screen.getByRole('radio', {name: 'Audio only (MP3)'}));
    expect(screen.queryByRole('slider', {name: 'Key'})).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', {name: 'Change key or tempo'}));
    expect(screen.getByRole('slider', {name: 'Key'})).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('takes a part of the video as minutes:seconds and says what is wrong with it', async () => {
    const onValueChange = vi.fn();
    renderWizard(<ImportOptions defaultValue={START} durationSeconds={200} onValueChange={onValueChange} />, {
      locale: 'en',
    });
    await userEvent.click(screen.getByRole('switch', {name: 'Only part of the video'}));
    const from = screen.getByRole('textbox', {name: 'From'});
    const to = screen.getByRole('textbox', {name: 'To'});
    expect(from).toHaveValue('0:00');
    expect(to).toHaveValue('3:20');
    await userEvent.clear(to);
    await userEvent.type(to, '4:00');
    expect(to).toHaveAccessibleDescription(/The video is only 3:20 long\./);
    await userEvent.clear(to);
    await userEvent.type(to, '0:00');
    expect(to).toHaveAccessibleDescription(/The end must come after the start\./);
    await userEvent.clear(to);
    await userEvent.type(to, '1:30');
    expect(to).not.toHaveAttribute('aria-invalid', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({range: {start: '0:00', end: '1:30'}}),
    );
  });
});
