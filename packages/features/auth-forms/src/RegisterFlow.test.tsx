import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import type {AuthClient} from './authClient';
import {RegisterFlow} from './RegisterFlow';
import {fakeAuthClient} from './storybook/fakeAuthClient';
import {authError, renderAuth} from './test/render';

function flow(client: AuthClient, signedIn: boolean, onSignedIn: () => void) {
  return (
    <RegisterFlow
      client={client}
      verificationUrl="https://nada.example/callback?from=verifyEmail"
      termsHref="/term_and_condition"
      privacyHref="/privacy_policy"
      signInHref="/login"
      signedIn={signedIn}
      onSignedIn={onSignedIn}
    />
  );
}

async function register(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByText('Security check done')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', {name: 'Name'}), 'Sari Wulandari');
  await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com');
  await user.type(screen.getByLabelText('Password'), 'lagu2024');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', {name: 'Create account'}));
}

describe('RegisterFlow', () => {
  it('creates the account, stays for the verification prompt although signed in, and leaves once verified', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    let account: 'unverified' | 'verified' = 'unverified';
    const client = fakeAuthClient({createAccount: vi.fn(async () => {}), reloadAccount: async () => account});
    const view = renderAuth(flow(client, false, onSignedIn), {locale: 'en'});
    await register(user);
    expect(await screen.findByRole('heading', {name: 'Verify your email'})).toBeInTheDocument();
    expect(client.createAccount).toHaveBeenCalledWith(
      {name: 'Sari Wulandari', email: 'sari@contoh.com', password: 'lagu2024'},
      'https://nada.example/callback?from=verifyEmail',
    );
    view.rerender(flow(client, true, onSignedIn));
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', {name: 'I’ve verified my email'}));
    expect(await screen.findByText(/Your email isn’t verified yet/)).toBeInTheDocument();
    account = 'verified';
    await user.click(screen.getByRole('button', {name: 'I’ve verified my email'}));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it('leaves at once for a user signed in by other means, and after a failure that left nobody signed in', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const inUse = async () => Promise.reject(authError('auth/email-already-in-use'));
    const client = fakeAuthClient({createAccount: inUse, isSignedIn: async () => false});
    const view = renderAuth(flow(client, false, onSignedIn), {locale: 'en'});
    await register(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('There’s already an account with this email.');
    view.rerender(flow(client, true, onSignedIn));
    expect(onSignedIn).toHaveBeenCalledOnce();
  });
});
