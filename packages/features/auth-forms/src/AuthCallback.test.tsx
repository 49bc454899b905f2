import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {AuthCallback, type AuthCallbackProps} from './AuthCallback';
import {EMAIL_FOR_SIGN_IN_KEY} from './emailLink';
import {fakeAuthClient, storyHrefs} from './storybook/fakeAuthClient';
import {authError, renderAuth} from './test/render';

function setup(query: Record<string, string>, props: Partial<AuthCallbackProps> = {}) {
  const onSignedIn = vi.fn();
  renderAuth(
    <AuthCallback
      params={new URLSearchParams(query)}
      client={fakeAuthClient()}
      hrefs={storyHrefs}
      continueHref="/v3/home"
      hadSession={() => false}
      onSignedIn={onSignedIn}
      {...props}
    />,
    {locale: 'en'},
  );
  return {onSignedIn};
}

const heading = (name: string) => screen.findByRole('heading', {level: 1, name});

afterEach(() => window.localStorage.clear());

describe('AuthCallback', () => {
  it('applies a verification code once, reloads the account and says the email is verified', async () => {
    const client = fakeAuthClient({applyActionCode: vi.fn(async () => {}), reloadAccount: vi.fn()});
    setup({mode: 'verifyEmail', oobCode: 'c1'}, {client});
    expect(await heading('Email verified')).toBeInTheDocument();
    expect(client.applyActionCode).toHaveBeenCalledExactlyOnceWith('c1');
    expect(client.reloadAccount).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', {name: 'Continue to Nada'})).toHaveAttribute('href', '/v3/home');
  });

  it('reads a changed address as verified even when the old session has ended', async () => {
    const ended = async () => Promise.reject(authError('auth/user-token-expired'));
    setup({mode: 'verifyAndChangeEmail', oobCode: 'c1'}, {client: fakeAuthClient({reloadAccount: ended})});
    expect(await heading('Email verified')).toBeInTheDocument();
  });

  it('explains a verification whose reload failed', async () => {
    const ended = async () => Promise.reject(authError('auth/user-token-expired'));
    setup({mode: 'verifyEmail', oobCode: 'c1'}, {client: fakeAuthClient({reloadAccount: ended})});
    expect(await heading('This link can’t be used')).toBeInTheDocument();
  });

  it('explains a failed verification and offers a new link from the sign-in page', async () => {
    const expired = async () => Promise.reject(authError('auth/expired-action-code'));
    setup({mode: 'verifyEmail', oobCode: 'c1'}, {client: fakeAuthClient({applyActionCode: expired})});
    expect(await heading('This link has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Request a new link'})).toHaveAttribute('href', '/login');
  });

  it('restores an address after checking the code, and names it', async () => {
    const client = fakeAuthClient({checkActionCode: vi.fn(async () => 'lama@contoh.com')});
    setup({mode: 'recoverEmail', oobCode: 'c2'}, {client});
    expect(await heading('Email address restored')).toBeInTheDocument();
    expect(screen.getByText('lama@contoh.com')).toBeInTheDocument();
    expect(client.checkActionCode).toHaveBeenCalledWith('c2');
  });

  it('takes a link without its code as invalid, applying nothing', async () => {
    const client = fakeAuthClient({applyActionCode: vi.fn()});
    setup({mode: 'verifyEmail'}, {client});
    expect(await heading('This link can’t be used')).toBeInTheDocument();
    expect(client.applyActionCode).not.toHaveBeenCalled();
  });

  it('after Firebase’s own handler, trusts the verification mark, or a verified signed-in account', async () => {
    const signedOut = fakeAuthClient({reloadAccount: async () => 'signed-out'});
    setup({from: 'verifyEmail'}, {client: signedOut});
    expect(await heading('Email verified')).toBeInTheDocument();
  });

  it('without the mark or a session, answers with the invalid-link message', async () => {
    const client = fakeAuthClient({reloadAccount: vi.fn()});
    setup({}, {client});
    expect(await heading('This link can’t be used')).toBeInTheDocument();
    expect(client.reloadAccount).not.toHaveBeenCalled();
  });

  it('without the mark, takes an unverified account as an invalid link', async () => {
    setup({}, {client: fakeAuthClient({reloadAccount: async () => 'unverified'}), hadSession: () => true});
    expect(await heading('This link can’t be used')).toBeInTheDocument();
  });

  it('checks a reset code, then sets the new password with it', async () => {
    const user = userEvent.setup();
    const confirmPasswordReset = vi.fn(async () => {});
    setup({mode: 'resetPassword', oobCode: 'c3'}, {client: fakeAuthClient({confirmPasswordReset})});
    expect(await heading('Choose a new password')).toBeInTheDocument();
    expect(screen.getByText('sari@contoh.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'lagu2024{Enter}');
    await waitFor(() => expect(confirmPasswordReset).toHaveBeenCalledWith('c3', 'lagu2024'));
  });

  it('completes a sign-in link with the address this browser stored, and forgets it', async () => {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, 'sari@contoh.com');
    const client = fakeAuthClient({signInWithLink: vi.fn(async () => {})});
    setup({mode: 'signIn', oobCode: 'c4'}, {client});
    expect(await heading('You’re signed in')).toBeInTheDocument();
    expect(client.signInWithLink).toHaveBeenCalledWith('sari@contoh.com', window.location.href);
    expect(window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY)).toBeNull();
  });

  it('asks another device for the address, then leaves once signed in', async () => {
    const user = userEvent.setup();
    const {onSignedIn} = setup({mode: 'signIn', oobCode: 'c4'});
    await user.type(await screen.findByRole('textbox', {name: 'Email'}), 'sari@contoh.com{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it('refuses a page address that is not a sign-in link', async () => {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, 'sari@contoh.com');
    const client = fakeAuthClient({isSignInLink: async () => false, signInWithLink: vi.fn()});
    setup({mode: 'signIn', oobCode: 'c4'}, {client});
    expect(await heading('This link can’t be used')).toBeInTheDocument();
    expect(client.signInWithLink).not.toHaveBeenCalled();
    expect(screen.getByRole('link', {name: 'Request a new link'})).toHaveAttribute(
      'href',
      '/login?step=link',
    );
  });
});
