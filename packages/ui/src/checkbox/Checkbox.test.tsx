import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Field} from '../field';
import {render} from '../testing';
import {Checkbox} from './Checkbox';

describe('Checkbox', () => {
  it('toggles with Space and by clicking its label, uncontrolled', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Checkbox description="Simpan vokal sebagai file terpisah" onCheckedChange={onCheckedChange}>
        Sertakan vokal
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', {name: 'Sertakan vokal'});
    expect(checkbox).toHaveAccessibleDescription('Simpan vokal sebagai file terpisah');
    expect(checkbox).not.toBeChecked();

    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAttribute('data-state', 'checked');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(screen.getByText('Sertakan vokal'));
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('does not toggle with Enter', async () => {
    render(<Checkbox>Ulangi</Checkbox>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', {name: 'Ulangi'})).not.toBeChecked();
  });

  it('shows the half-ticked state as mixed and ticks fully when pressed', async () => {
    function Controlled() {
      const [checked, setChecked] = useState<boolean | 'indeterminate'>('indeterminate');
      return (
        <Checkbox checked={checked} onCheckedChange={setChecked}>
          Semua stem
        </Checkbox>
      );
    }
    render(<Controlled />);
    const checkbox = screen.getByRole('checkbox', {name: 'Semua stem'});
    expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    expect(checkbox).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(checkbox);
    expect(checkbox).toHaveAttribute('aria-checked', 'true');
  });

  it('marks itself invalid', () => {
    render(<Checkbox invalid>Saya setuju</Checkbox>);
    const checkbox = screen.getByRole('checkbox', {name: 'Saya setuju'});
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAttribute('data-invalid');
  });

  it('cannot be toggled when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Checkbox disabled onCheckedChange={onCheckedChange}>
        Ulangi
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', {name: 'Ulangi'});
    await userEvent.click(checkbox);
    await userEvent.click(screen.getByText('Ulangi'));
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(checkbox).toHaveAttribute('data-disabled');
  });

  it('takes the error, required and disabled state of a Field', () => {
    render(
      <Field label="Ketentuan" error="Setujui ketentuan untuk lanjut" required>
        <Checkbox>Saya setuju</Checkbox>
      </Field>,
    );
    const checkbox = screen.getByRole('checkbox', {name: 'Ketentuan Saya setuju'});
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    expect(checkbox).toHaveAccessibleDescription('Setujui ketentuan untuk lanjut');
  });
});
