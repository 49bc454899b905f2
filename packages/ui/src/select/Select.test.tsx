import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {Field} from '../field';
import {render, TestIntlProvider} from '../testing';
import {Select, SelectItem} from './Select';

const keys = [
  {value: 'C', label: 'C mayor'},
  {value: 'D', label: 'D mayor', description: 'Dua nada lebih tinggi'},
  {value: 'E', label: 'E mayor', disabled: true},
  {value: 'F', label: 'F mayor'},
];

describe('Select', () => {
  it('shows the translated placeholder, opens with the keyboard and chooses with Enter', async () => {
    const onValueChange = vi.fn();
    render(<Select aria-label="Nada dasar" options={keys} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', {name: 'Nada dasar'});
    expect(trigger).toHaveTextContent('Pilih…');
    expect(trigger).toHaveAttribute('data-placeholder');

    await userEvent.tab();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', {name: 'D mayor'})).toHaveAccessibleDescription(
      'Dua nada lebih tinggi',
    );
    expect(screen.getByRole('option', {name: 'E mayor'})).toHaveAttribute('aria-disabled', 'true');

    expect(screen.getByRole('option', {name: 'C mayor'})).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', {name: 'D mayor'})).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('D');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('D mayor');
    expect(trigger).toHaveFocus();
  });

  it('skips disabled options with the arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<Select aria-label="Nada dasar" options={keys} defaultValue="D" onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('option', {name: 'D mayor'})).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('F');
  });

  it('follows its value when controlled and takes SelectItem children', async () => {
    function Controlled() {
      const [value, setValue] = useState('wav');
      return (
        <>
          <Select aria-label="Format" value={value} onValueChange={setValue}>
            <SelectItem value="wav">WAV</SelectItem>
            <SelectItem value="mp3" description="Lebih kecil">
              MP3
            </SelectItem>
          </Select>
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    const trigger = screen.getByRole('combobox', {name: 'Format'});
    expect(trigger).toHaveTextContent('WAV');
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('option', {name: 'MP3'}));
    expect(screen.getByRole('status')).toHaveTextContent('mp3');
    expect(trigger).toHaveTextContent('MP3');
  });

  it('closes with Escape and hands focus and the tab order back to the trigger', async () => {
    render(<Select aria-label="Nada dasar" options={keys} />);
    const trigger = screen.getByRole('combobox', {name: 'Nada dasar'});
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).not.toHaveAttribute('tabindex');
  });

  it('uses a custom placeholder', () => {
    render(<Select aria-label="Nada dasar" options={keys} placeholder="Nada asli" />);
    expect(screen.getByRole('combobox', {name: 'Nada dasar'})).toHaveTextContent('Nada asli');
  });

  it('does not open when disabled', async () => {
    render(<Select aria-label="Nada dasar" options={keys} disabled />);
    const trigger = screen.getByRole('combobox', {name: 'Nada dasar'});
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('takes its name, description and invalid, required and disabled state from a Field', () => {
    render(
      <Field label="Nada dasar" hint="Untuk penyanyi" error="Pilih nada dasar" required>
        <Select options={keys} />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', {name: 'Nada dasar'});
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAttribute('data-invalid');
    expect(trigger).toHaveAccessibleDescription('Untuk penyanyi Pilih nada dasar');
  });
});

describe('Select in the server render', () => {
  it('names a controlled value of its options in the trigger', () => {
    const html = renderToString(
      <TestIntlProvider>
        <Select
          aria-label="Instrumen"
          value="guitar"
          onValueChange={() => undefined}
          options={[
            {value: 'chromatic', label: 'Kromatik'},
            {value: 'guitar', label: 'Gitar'},
          ]}
        />
      </TestIntlProvider>,
    );
    expect(html).toMatch(/<span class="nada-select__value"><span[^>]*>Gitar<\/span>/);
  });
});
