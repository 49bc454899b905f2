import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ChangeEmailForm} from './ChangeEmailForm';
import {codedError, renderProfile} from './test/render';

describe('ChangeEmailForm', () => {
  it('refuses the current address, then sends a link to the new one', async () => {
    const changeEmail = vi.fn(async () => {});
    renderProfile(<ChangeEmailForm currentEmail="sari@contoh.com" changeEmail={changeEmail} />, {
      locale: 'en',
    });
    const field = screen.getByLabelText('New email address');
    await userEvent.type(field, 'SARI@contoh.com');
    await userEvent.click(screen.getByRole('button', {name: 'Send confirmation link'}));
    expect(changeEmail).not.toHaveBeenCalled();
    expect(screen.getByText('This is already your email address')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, ' sari@studio.id ');
    await userEvent.click(screen.getByRole('button', {name: 'Send confirmation link'}));
    expect(changeEmail).toHaveBeenCalledWith('sari@studio.id');
    expect(await screen.findByRole('status')).toHaveTextContent('Check the inbox of sari@studio.id');
  });

  it('explains an address that already has an account', async () => {
    const changeEmail = vi.fn(async () => {
      throw codedError('auth/email-already-in-use');
    });
    renderProfile(<ChangeEmailForm currentEmail="sari@contoh.com" changeEmail={changeEmail} />);
    await userEvent.type(screen.getByLabelText('Alamat email baru'), 'budi@contoh.com');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('Alamat email baru')).toHaveValue('budi@contoh.com');
  });
});
