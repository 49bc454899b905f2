import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {authError, renderAuth} from './test/render';
import {VerifyEmailPrompt} from './VerifyEmailPrompt';

describe('VerifyEmailPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers({shouldAdvanceTime: true});
    vi.setSystemTime(new Date('2026-11-22T10:00:00+07:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('waits out the cooldown, resends, and starts the cooldown again', async () => {
    const user = userEvent.setup({advanceTimers: vi.advanceTimersByTime});
    const resend = vi.fn(async () => {});
    renderAuth(
      <VerifyEmailPrompt email="sari@contoh.com" resend={resend} initialCooldown={3} cooldownSeconds={30} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByText('sari@contoh.com')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Send again in 3 seconds'})).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', {name: 'Send again in 1 second'})).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', {name: 'Send the email again'}));
    expect(resend).toHaveBeenCalledOnce();
    expect(await screen.findByRole('status')).toHaveTextContent('A new verification email is on its way.');
    expect(screen.getByRole('button', {name: 'Send again in 30 seconds'})).toBeDisabled();
  });

  it('shows why a resend failed and lets the user try again at once', async () => {
    const user = userEvent.setup({advanceTimers: vi.advanceTimersByTime});
    const onContinue = vi.fn();
    renderAuth(
      <VerifyEmailPrompt
        email="sari@contoh.com"
        resend={vi.fn(async () => Promise.reject(authError('auth/too-many-requests')))}
        onContinue={onContinue}
      />,
    );
    await user.click(screen.getByRole('button', {name: 'Kirim ulang email'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan');
    expect(screen.getByRole('button', {name: 'Kirim ulang email'})).toBeEnabled();
    await user.click(screen.getByRole('button', {name: 'Aku sudah verifikasi'}));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('says the address is still not verified, in Indonesian', () => {
    const {rerender} = renderAuth(<VerifyEmailPrompt email="sari@contoh.com" resend={async () => {}} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<VerifyEmailPrompt email="sari@contoh.com" resend={async () => {}} notVerified />);
    expect(screen.getByRole('alert')).toHaveTextContent('Email kamu belum terverifikasi.');
  });
});
