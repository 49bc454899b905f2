import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {EmailLinkCompleteForm} from './EmailLinkCompleteForm';
import {EmailLinkForm} from './EmailLinkForm';
import {ForgotPasswordForm} from './ForgotPasswordForm';
import {authError, renderAuth} from './test/render';

describe('EmailLinkForm', () => {
  it('sends the link and then says to check the inbox, naming the address', async () => {
    const user = userEvent.setup();
    const sendLink = vi.fn(async () => {});
    renderAuth(<EmailLinkForm sendLink={sendLink} passwordHref="/login" />);
    expect(screen.getByRole('link', {name: 'Masuk dengan kata sandi'})).toHaveAttribute('href', '/login');
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com{Enter}');
    expect(sendLink).toHaveBeenCalledWith('sari@contoh.com', undefined);
    expect(await screen.findByRole('heading', {name: 'Cek kotak masukmu'})).toBeInTheDocument();
    expect(screen.getByText('sari@contoh.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', {name: 'Pakai email lain'}));
    expect(screen.getByRole('textbox', {name: 'Email'})).toHaveValue('sari@contoh.com');
  });

  it('keeps the address and explains a failure', async () => {
    const user = userEvent.setup();
    renderAuth(
      <EmailLinkForm sendLink={vi.fn(async () => Promise.reject(authError('auth/too-many-requests')))} />,
      {
        locale: 'en',
      },
    );
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com');
    await user.click(screen.getByRole('button', {name: 'Send sign-in link'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts in a short time.');
    expect(screen.getByRole('textbox', {name: 'Email'})).toHaveValue('sari@contoh.com');
  });
});

describe('EmailLinkCompleteForm', () => {
  it('asks for the email again and finishes the sign-in with it', async () => {
    const user = userEvent.setup();
    const completeSignIn = vi.fn(async (_email: string): Promise<void> =>
      Promise.reject(authError('auth/invalid-action-code')),
    );
    renderAuth(<EmailLinkCompleteForm completeSignIn={completeSignIn} />);
    expect(screen.getByRole('heading', {name: 'Konfirmasi emailmu'})).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com{Enter}');
    expect(completeSignIn).toHaveBeenCalledWith('sari@contoh.com', undefined);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tautan ini tidak valid atau sudah pernah dipakai.',
    );
    completeSignIn.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', {name: 'Selesaikan proses masuk'}));
    expect(completeSignIn).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('status')).toHaveTextContent('Berhasil masuk');
  });
});

describe('ForgotPasswordForm', () => {
  it('validates the address, sends the reset link and shows the sent state', async () => {
    const user = userEvent.setup();
    const sendReset = vi.fn(async () => {});
    renderAuth(<ForgotPasswordForm sendReset={sendReset} signInHref="/en/login" />, {locale: 'en'});
    await user.click(screen.getByRole('button', {name: 'Send reset link'}));
    expect(sendReset).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', {name: 'Email'})).toHaveAccessibleDescription(
      'Enter your email address',
    );
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com{Enter}');
    expect(sendReset).toHaveBeenCalledWith('sari@contoh.com', undefined);
    expect(await screen.findByRole('heading', {name: 'Check your email'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Back to sign in'})).toHaveAttribute('href', '/en/login');
  });
});
