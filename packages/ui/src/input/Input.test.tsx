import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {Input} from './Input';

describe('Input', () => {
  it('takes typing, uncontrolled', async () => {
    const onChange = vi.fn();
    render(<Input aria-label="Judul" defaultValue="Bengawan" onChange={onChange} />);
    const input = screen.getByRole('textbox', {name: 'Judul'});
    await userEvent.type(input, ' Solo');
    expect(input).toHaveValue('Bengawan Solo');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('shows the value it is given, controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Input
          aria-label="Cari"
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value.toUpperCase())}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('searchbox', {name: 'Cari'});
    await userEvent.type(input, 'kopi');
    expect(input).toHaveValue('KOPI');
  });

  it('exposes size, invalid and read-only state', () => {
    render(<Input aria-label="Email" type="email" size="lg" invalid readOnly defaultValue="a@b" />);
    const input = screen.getByRole('textbox', {name: 'Email'});
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('readonly');
    const box = input.parentElement;
    expect(box).toHaveAttribute('data-size', 'lg');
    expect(box).toHaveAttribute('data-invalid');
    expect(box).toHaveAttribute('data-readonly');
  });

  it('cannot be focused or typed into when disabled', async () => {
    render(<Input aria-label="Artis" disabled />);
    const input = screen.getByRole('textbox', {name: 'Artis'});
    await userEvent.tab();
    expect(input).not.toHaveFocus();
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('');
    expect(input.parentElement).toHaveAttribute('data-disabled');
  });

  it('reveals and hides a password with a keyboard-operable toggle that keeps focus', async () => {
    render(<Input aria-label="Kata sandi" type="password" defaultValue="rahasia" />);
    const input = screen.getByLabelText('Kata sandi');
    const toggle = screen.getByRole('button', {name: 'Tampilkan kata sandi'});
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.tab();
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('leaves the caret in the password when the toggle is clicked', async () => {
    render(<Input aria-label="Kata sandi" type="password" />, {locale: 'en'});
    const input = screen.getByLabelText('Kata sandi');
    await userEvent.type(input, 'abc');
    await userEvent.click(screen.getByRole('button', {name: 'Show password'}));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'text');
  });

  it('has no toggle for other types and a disabled toggle when disabled', () => {
    const {rerender} = render(<Input aria-label="Nama" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Input aria-label="Nama" type="password" disabled />);
    expect(screen.getByRole('button', {name: 'Tampilkan kata sandi'})).toBeDisabled();
  });
});
