import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ReauthenticateDialog} from './ReauthenticateDialog';
import {ResetPasswordForm} from './ResetPasswordForm';
import {authError, renderAuth} from './test/render';

describe('ReauthenticateDialog', () => {
  it('checks the password, keeps it on a wrong guess, and closes and retries on success', async () => {
    const user = userEvent.setup();
    const reauthenticate = vi.fn(async (_password: string): Promise<void> =>
      Promise.reject(authError('auth/wrong-password')),
    );
    const onOpenChange = vi.fn();
    const onSuccess = vi.fn();
    renderAuth(
      <ReauthenticateDialog
        open
        onOpenChange={onOpenChange}
        email="sari@contoh.com"
        reauthenticate={reauthenticate}
        onSuccess={onSuccess}
      />,
    );
    const dialog = screen.getByRole('dialog', {name: 'Pastikan ini kamu'});
    expect(dialog).toHaveAccessibleDescription(/sari@contoh\.com/);
    const password = screen.getByLabelText('Kata sandi');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'salah{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kata sandinya salah.');
    expect(password).toHaveValue('salah');
    expect(onSuccess).not.toHaveBeenCalled();

    reauthenticate.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', {name: 'Konfirmasi'}));
    expect(reauthenticate).toHaveBeenLastCalledWith('salah');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('closes on Cancel without checking anything', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const reauthenticate = vi.fn(async () => {});
    renderAuth(
      <ReauthenticateDialog
        open
        onOpenChange={onOpenChange}
        email="a@b.co"
        reauthenticate={reauthenticate}
        onSuccess={vi.fn()}
      />,
      {locale: 'en'},
    );
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(reauthenticate).not.toHaveBeenCalled();
  });
});

describe('ResetPasswordForm', () => {
  it('holds the new password to the same rules, then saves it and offers to sign in', async () => {
    const user = userEvent.setup();
    const confirmReset = vi.fn(async () => {});
    renderAuth(
      <ResetPasswordForm confirmReset={confirmReset} email="sari@contoh.com" signInHref="/en/login" />,
      {
        locale: 'en',
      },
    );
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, '12345678{Enter}');
    expect(confirmReset).not.toHaveBeenCalled();
    expect(password).toHaveAccessibleDescription(/doesn’t meet all the rules yet/);
    await user.type(password, 'x{Enter}');
    expect(confirmReset).toHaveBeenCalledWith('12345678x');
    expect(await screen.findByRole('heading', {name: 'Password changed'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Sign in'})).toHaveAttribute('href', '/en/login');
  });
});
