import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it} from 'vitest';
import {Input} from '../input';
import {render} from '../testing';
import {Field} from './Field';
import {useFieldControl} from './useFieldControl';

describe('Field', () => {
  it('names its control by the label and points aria-describedby at the hint', () => {
    render(
      <Field label="Judul lagu" hint="Seperti yang tertulis di sampul">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', {name: 'Judul lagu'});
    expect(input).toHaveAccessibleDescription('Seperti yang tertulis di sampul');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it with the hint and the error, announced as an alert', () => {
    render(
      <Field label="Email" hint="Kami kirim tautan masuk ke sini" error="Alamat email tidak valid">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', {name: 'Email'});
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Alamat email tidak valid');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toHaveLength(2);
    expect(describedBy).toContain(alert.id);
    expect(input).toHaveAccessibleDescription('Kami kirim tautan masuk ke sini Alamat email tidak valid');
    expect(screen.getByText('Email').closest('[data-invalid]')).not.toBeNull();
  });

  it('announces an error that appears after the user acts', async () => {
    function Form() {
      const [error, setError] = useState<string>();
      return (
        <>
          <Field label="Nama" error={error}>
            <Input />
          </Field>
          <button type="button" onClick={() => setError('Isi nama Anda')}>
            Kirim
          </button>
        </>
      );
    }
    render(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: 'Nama'})).not.toHaveAttribute('aria-describedby');
    await userEvent.click(screen.getByRole('button', {name: 'Kirim'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Isi nama Anda');
    expect(screen.getByRole('textbox', {name: 'Nama'})).toHaveAccessibleDescription('Isi nama Anda');
  });

  it('shows the translated required marker and sets aria-required', () => {
    render(
      <Field label="Judul" required>
        <Input />
      </Field>,
    );
    expect(screen.getByText('wajib')).toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: 'Judul'})).toHaveAttribute('aria-required', 'true');
  });

  it('shows the translated optional marker in English', () => {
    render(
      <Field label="Notes" optional>
        <Input />
      </Field>,
      {locale: 'en'},
    );
    expect(screen.getByText('optional')).toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: 'Notes optional'})).not.toHaveAttribute('aria-required');
  });

  it('disables its control, which then cannot take focus', async () => {
    render(
      <Field label="Artis" disabled>
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', {name: 'Artis'});
    expect(input).toBeDisabled();
    await userEvent.tab();
    expect(input).not.toHaveFocus();
  });

  it('focuses the control when its label is clicked', async () => {
    render(
      <Field label="Artis" controlId="artist">
        <Input />
      </Field>,
    );
    await userEvent.click(screen.getByText('Artis'));
    expect(screen.getByRole('textbox', {name: 'Artis'})).toHaveFocus();
    expect(screen.getByRole('textbox')).toHaveAttribute('id', 'artist');
  });

  it('lets a control set its own state over the field', () => {
    function Probe(props: {invalid?: boolean}) {
      const control = useFieldControl(props);
      return <output aria-label="probe" data-invalid={String(control.invalid)} data-id={control.id} />;
    }
    render(
      <>
        <Field label="A" error="Salah" controlId="a">
          <Probe invalid={false} />
        </Field>
        <Probe />
      </>,
    );
    const [inside, outside] = screen.getAllByRole('status', {name: 'probe'});
    expect(inside).toHaveAttribute('data-invalid', 'false');
    expect(inside).toHaveAttribute('data-id', 'a');
    expect(outside).toHaveAttribute('data-invalid', 'false');
    expect(outside?.getAttribute('data-id')).toBeTruthy();
  });
});
