import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {DeleteAccountSection} from './DeleteAccountSection';
import {renderProfile} from './test/render';

describe('DeleteAccountSection', () => {
  it('deletes only once the email is typed', async () => {
    const deleteAccount = vi.fn(async () => {});
    const onSuccess = vi.fn();
    renderProfile(
      <DeleteAccountSection email="Sari@Contoh.com" deleteAccount={deleteAccount} onSuccess={onSuccess} />,
      {locale: 'en'},
    );
    const field = screen.getByLabelText('Type Sari@Contoh.com to confirm');
    await userEvent.type(field, 'sari@contoh');
    await userEvent.click(screen.getByRole('button', {name: 'Delete my account'}));
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(screen.getByText('Type Sari@Contoh.com exactly as shown')).toBeInTheDocument();
    await userEvent.type(field, '.com');
    await userEvent.click(screen.getByRole('button', {name: 'Delete my account'}));
    expect(deleteAccount).toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalled();
  });

  it('asks for the word in the reader’s language when the account has no email', async () => {
    const deleteAccount = vi.fn(async () => {});
    renderProfile(<DeleteAccountSection email={null} deleteAccount={deleteAccount} />);
    await userEvent.type(screen.getByLabelText('Ketik HAPUS untuk mengonfirmasi'), 'HAPUS');
    await userEvent.click(screen.getByRole('button', {name: 'Hapus akun saya'}));
    expect(deleteAccount).toHaveBeenCalled();
  });
});
