import {renderHook, screen, waitFor} from '@testing-library/react';
import {StrictMode} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {ActionCodeResult} from './ActionCodeResult';
import {authError, renderAuth} from './test/render';
import {useActionCode} from './useActionCode';

const hrefs = {
  continueHref: '/v3/home',
  signInHref: '/login',
  resetPasswordHref: '/lupa',
  retryHref: '/login/link',
};

describe('useActionCode', () => {
  it('applies the code once, even under StrictMode, and reports the result', async () => {
    const apply = vi.fn(async () => 'sari@contoh.com');
    const {result} = renderHook(() => useActionCode(apply), {wrapper: StrictMode});
    expect(result.current.status).toBe('checking');
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.result).toBe('sari@contoh.com');
    expect(apply).toHaveBeenCalledOnce();
  });

  it('reports the code it failed with', async () => {
    const {result} = renderHook(() =>
      useActionCode(async () => Promise.reject(authError('auth/expired-action-code'))),
    );
    await waitFor(() => expect(result.current.error).toEqual({code: 'auth/expired-action-code'}));
    expect(result.current.status).toBe('error');
  });
});

describe('ActionCodeResult', () => {
  it('says the email is verified and offers to continue', () => {
    renderAuth(<ActionCodeResult mode="verifyEmail" status="done" {...hrefs} />);
    expect(screen.getByRole('heading', {level: 1, name: 'Email terverifikasi'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Lanjut ke Nada'})).toHaveAttribute('href', '/v3/home');
  });

  it('names the restored address and suggests a password reset', () => {
    renderAuth(<ActionCodeResult mode="recoverEmail" status="done" email="sari@contoh.com" {...hrefs} />, {
      locale: 'en',
    });
    expect(screen.getByText('sari@contoh.com')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Reset password'})).toHaveAttribute('href', '/lupa');
  });

  it('tells an expired link from an invalid one and offers a new link', () => {
    const {unmount} = renderAuth(
      <ActionCodeResult
        mode="resetPassword"
        status="error"
        errorCode="auth/expired-action-code"
        {...hrefs}
      />,
      {locale: 'en'},
    );
    expect(screen.getByRole('heading', {name: 'This link has expired'})).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Links in our emails only work for a while.');
    expect(screen.getByRole('link', {name: 'Request a new link'})).toHaveAttribute('href', '/login/link');
    unmount();
    renderAuth(
      <ActionCodeResult mode="verifyEmail" status="error" errorCode="auth/invalid-action-code" {...hrefs} />,
    );
    expect(screen.getByRole('heading', {name: 'Tautan ini tidak bisa dipakai'})).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Mungkin tautannya sudah pernah dipakai');
  });

  it('explains another failure, such as a network error, with its own message', () => {
    renderAuth(
      <ActionCodeResult
        mode="verifyEmail"
        status="error"
        errorCode="auth/network-request-failed"
        {...hrefs}
      />,
      {locale: 'en'},
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t reach the server.');
  });

  it('shows progress while the code is checked', () => {
    renderAuth(<ActionCodeResult mode="verifyEmail" status="checking" {...hrefs} />);
    expect(screen.getByRole('status')).toHaveTextContent('Memeriksa tautanmu…');
  });
});
