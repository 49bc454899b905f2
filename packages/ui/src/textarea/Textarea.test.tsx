import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Field} from '../field';
import {render} from '../testing';
import {Textarea} from './Textarea';

describe('Textarea', () => {
  it('takes several lines of typing', async () => {
    const onChange = vi.fn();
    render(<Textarea aria-label="Lirik" onChange={onChange} />);
    const textarea = screen.getByRole('textbox', {name: 'Lirik'});
    await userEvent.type(textarea, 'satu{Enter}dua');
    expect(textarea).toHaveValue('satu\ndua');
    expect(onChange).toHaveBeenCalledTimes(8);
  });

  it('counts characters against maxLength and describes the textarea with the count', async () => {
    render(<Textarea aria-label="Catatan" maxLength={40} defaultValue="Halo" />);
    const textarea = screen.getByRole('textbox', {name: 'Catatan'});
    expect(textarea).toHaveAccessibleDescription('4 dari 40 karakter');
    await userEvent.type(textarea, ' dunia');
    expect(screen.getByText('10 dari 40 karakter')).toBeInTheDocument();
  });

  it('counts a controlled value, stops at the limit and speaks up near it', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Textarea aria-label="Bio" maxLength={12} value={value} onChange={(e) => setValue(e.target.value)} />
      );
    }
    render(<Controlled />, {locale: 'en'});
    const counter = screen.getByText('0 of 12 characters');
    expect(counter).toHaveAttribute('aria-live', 'off');
    await userEvent.type(screen.getByRole('textbox', {name: 'Bio'}), 'abcdefghijklmnop');
    expect(screen.getByRole('textbox', {name: 'Bio'})).toHaveValue('abcdefghijkl');
    expect(counter).toHaveTextContent('12 of 12 characters');
    expect(counter).toHaveAttribute('data-at-limit');
    expect(counter).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps quiet while far from the limit', () => {
    render(<Textarea aria-label="Bio" maxLength={200} />);
    expect(screen.getByText('0 dari 200 karakter')).toHaveAttribute('aria-live', 'off');
  });

  it('is described by the field hint, error and the counter together', () => {
    render(
      <Field label="Pesan" hint="Untuk tim kami" error="Terlalu pendek">
        <Textarea maxLength={100} />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', {name: 'Pesan'});
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('0 dari 100 karakter Untuk tim kami Terlalu pendek');
  });

  it('cannot be typed into when disabled', async () => {
    render(<Textarea aria-label="Lirik" disabled />);
    const textarea = screen.getByRole('textbox', {name: 'Lirik'});
    expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'x');
    expect(textarea).toHaveValue('');
  });

  it('sets its height to its content when autosized', async () => {
    render(<Textarea aria-label="Lirik" autosize maxRows={6} />);
    const textarea = screen.getByRole('textbox', {name: 'Lirik'});
    // jsdom has no layout, so scrollHeight is fixed; what matters is that an explicit height is set.
    Object.defineProperty(textarea, 'scrollHeight', {configurable: true, value: 120});
    await userEvent.type(textarea, 'a');
    expect(textarea.style.height).toBe('120px');
    expect(textarea.parentElement).toHaveAttribute('data-autosize');
  });
});
