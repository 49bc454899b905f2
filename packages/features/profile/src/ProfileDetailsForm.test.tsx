import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ProfileDetailsForm} from './ProfileDetailsForm';
import {codedError, renderProfile} from './test/render';

const defaultValues = {displayName: 'Sari', phoneNumber: '', locale: 'id', theme: 'system'} as const;

describe('ProfileDetailsForm', () => {
  it('saves the trimmed name and an Indonesian number in E.164', async () => {
    const save = vi.fn(async () => {});
    const onSuccess = vi.fn();
    renderProfile(<ProfileDetailsForm defaultValues={defaultValues} save={save} onSuccess={onSuccess} />, {
      locale: 'en',
    });
    await userEvent.clear(screen.getByLabelText('Display name'));
    await userEvent.type(screen.getByLabelText('Display name'), '  Sari Wulandari ');
    await userEvent.type(screen.getByLabelText(/Phone number/), '0812 3456 7890');
    await userEvent.click(screen.getByRole('radio', {name: 'Dark'}));
    await userEvent.click(screen.getByRole('button', {name: 'Save changes'}));
    const change = {
      displayName: 'Sari Wulandari',
      phoneNumber: '+6281234567890',
      locale: 'id',
      theme: 'dark',
    };
    expect(save).toHaveBeenCalledWith(change);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(onSuccess).toHaveBeenCalledWith(change);
  });

  it('finds an empty name and a bad number before sending, and focuses the summary', async () => {
    const save = vi.fn(async () => {});
    renderProfile(<ProfileDetailsForm defaultValues={{...defaultValues, displayName: ''}} save={save} />);
    await userEvent.type(screen.getByLabelText(/Nomor telepon/), '812-34');
    await userEvent.click(screen.getByRole('button', {name: 'Simpan perubahan'}));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nama tampilan')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/kode negara, misalnya \+62 812 3456 7890$/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Periksa 2 kolom yang ditandai di bawah.').closest('[tabindex]')).toHaveFocus(),
    );
  });

  it('says a number is in use by another account and keeps what was typed', async () => {
    const save = vi.fn(async () => {
      throw codedError('PHONE_NUMBER_TAKEN');
    });
    renderProfile(<ProfileDetailsForm defaultValues={defaultValues} save={save} />, {locale: 'en'});
    await userEvent.type(screen.getByLabelText(/Phone number/), '+6281234567890');
    await userEvent.click(screen.getByRole('button', {name: 'Save changes'}));
    expect(
      await screen.findByText('This phone number is already used by another Nada account.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+6281234567890');
  });
});
