import {fireEvent, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {NewPasswordField} from './NewPasswordField';
import {renderAuth} from './test/render';

describe('NewPasswordField', () => {
  it('describes the input by the rules and ticks off those the typed password meets', () => {
    const onValueChange = vi.fn();
    const {rerender} = renderAuth(
      <NewPasswordField label="Kata sandi baru" controlId="pw" value="" onValueChange={onValueChange} />,
    );
    const input = screen.getByLabelText('Kata sandi baru');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    const rules = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(rules?.querySelectorAll('[data-met]')).toHaveLength(0);
    fireEvent.change(input, {target: {value: 'abc1'}});
    expect(onValueChange).toHaveBeenCalledWith('abc1');
    rerender(
      <NewPasswordField label="Kata sandi baru" controlId="pw" value="abc1" onValueChange={onValueChange} />,
    );
    expect(rules?.querySelector('[data-rule="letter"]')).toHaveAttribute('data-met');
    expect(rules?.querySelector('[data-rule="digit"]')).toHaveAttribute('data-met');
    expect(rules?.querySelector('[data-rule="length"]')).not.toHaveAttribute('data-met');
  });

  it('shows its problem under the field', () => {
    renderAuth(
      <NewPasswordField
        label="Kata sandi baru"
        controlId="pw"
        value="a"
        error="Kata sandimu belum memenuhi semua aturan"
        onValueChange={() => {}}
      />,
    );
    expect(screen.getByLabelText('Kata sandi baru')).toHaveAccessibleDescription(
      expect.stringContaining('Kata sandimu belum memenuhi semua aturan'),
    );
  });
});
