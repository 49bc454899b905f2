import {act, renderHook, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {RecentSignInDialog} from './RecentSignInDialog';
import {codedError, renderProfile} from './test/render';
import {RECENT_SIGN_IN_MS, needsRecentSignIn, useRecentSignIn} from './useRecentSignIn';

const NOW = Date.parse('2026-12-07T10:00:00Z');
const recent = async () => new Date(NOW - 60_000);
const old = async () => new Date(NOW - RECENT_SIGN_IN_MS - 1);

describe('useRecentSignIn', () => {
  it('runs the action at once after a recent sign-in', async () => {
    const {result} = renderHook(() => useRecentSignIn({signInTime: recent, now: () => NOW}));
    await expect(result.current.withRecentSignIn(async () => 'done')).resolves.toBe('done');
    expect(result.current.dialog.open).toBe(false);
  });

  it('asks first when the sign-in is old, and runs the action once re-authenticated', async () => {
    const action = vi.fn(async () => 'saved');
    const {result} = renderHook(() => useRecentSignIn({signInTime: old, now: () => NOW}));
    let outcome: Promise<string> = Promise.resolve('');
    act(() => {
      outcome = result.current.withRecentSignIn(action);
    });
    await waitFor(() => expect(result.current.dialog.open).toBe(true));
    expect(action).not.toHaveBeenCalled();
    act(() => {
      result.current.dialog.onOpenChange(false);
      result.current.dialog.onSuccess();
    });
    await expect(outcome).resolves.toBe('saved');
    expect(action).toHaveBeenCalledOnce();
  });

  it('asks again when the API still wants a fresh sign-in, and rejects as cancelled when the dialog is closed', async () => {
    const action = vi.fn(async () => {
      throw codedError('REAUTHENTICATION_REQUIRED');
    });
    const {result} = renderHook(() => useRecentSignIn({signInTime: recent, now: () => NOW}));
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.withRecentSignIn(action);
    });
    await waitFor(() => expect(result.current.dialog.open).toBe(true));
    act(() => result.current.dialog.onOpenChange(false));
    await expect(outcome).rejects.toMatchObject({code: 'auth/user-cancelled'});
  });

  it('passes other failures through', async () => {
    const {result} = renderHook(() => useRecentSignIn({signInTime: async () => null}));
    await expect(
      result.current.withRecentSignIn(async () => {
        throw codedError('auth/network-request-failed');
      }),
    ).rejects.toMatchObject({code: 'auth/network-request-failed'});
    expect(result.current.dialog.open).toBe(false);
  });

  it("tells Firebase's and the API's re-authentication codes from others", () => {
    expect(needsRecentSignIn(codedError('auth/requires-recent-login'))).toBe(true);
    expect(needsRecentSignIn(codedError('REAUTHENTICATION_REQUIRED'))).toBe(true);
    expect(needsRecentSignIn(codedError('auth/wrong-password'))).toBe(false);
    expect(needsRecentSignIn(null)).toBe(false);
  });
});

describe('RecentSignInDialog', () => {
  const state = {open: true, onOpenChange: () => {}, onSuccess: () => {}, email: 'sari@example.com'};

  it('asks an account with a password for it', async () => {
    const reauthenticateWithPassword = vi.fn(async () => {});
    renderProfile(
      <RecentSignInDialog
        {...state}
        hasPassword
        reauthenticateWithPassword={reauthenticateWithPassword}
        reauthenticateWithGoogle={async () => {}}
      />,
      {locale: 'en'},
    );
    await userEvent.type(screen.getByLabelText('Password'), 'rahasia-123');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reauthenticateWithPassword).toHaveBeenCalledWith('rahasia-123'));
  });

  it('offers Google to an account without a password', async () => {
    const reauthenticateWithGoogle = vi.fn(async () => {});
    renderProfile(
      <RecentSignInDialog
        {...state}
        hasPassword={false}
        reauthenticateWithPassword={async () => {}}
        reauthenticateWithGoogle={reauthenticateWithGoogle}
      />,
      {locale: 'en'},
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: /Google/}));
    expect(reauthenticateWithGoogle).toHaveBeenCalledOnce();
  });
});
