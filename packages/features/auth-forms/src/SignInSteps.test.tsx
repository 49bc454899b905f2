import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {EMAIL_FOR_SIGN_IN_KEY} from './emailLink';
import {SignInSteps, type SignInStepsProps} from './SignInSteps';
import {fakeAuthClient, storyHrefs} from './storybook/fakeAuthClient';
import {authError, renderAuth} from './test/render';

function setup(props: Partial<SignInStepsProps> = {}) {
  const user = userEvent.setup();
  const onSignedIn = vi.fn();
  const view = renderAuth(
    <SignInSteps
      step="password"
      client={fakeAuthClient()}
      hrefs={storyHrefs}
      resetContinueUrl="https://nada.example/login"
      linkContinueUrl="https://nada.example/callback"
      signedIn={false}
      onSignedIn={onSignedIn}
      {...props}
    />,
    {locale: 'en'},
  );
  return {user, onSignedIn, view};
}

afterEach(() => window.localStorage.clear());

describe('SignInSteps', () => {
  it('signs in with email and password, and leaves once, when the session is signed in', async () => {
    const signIn = vi.fn(async () => {});
    const {user, onSignedIn, view} = setup({client: fakeAuthClient({signIn})});
    expect(screen.getByRole('link', {name: 'Forgot your password?'})).toHaveAttribute(
      'href',
      '/login?step=forgot',
    );
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com');
    await user.type(screen.getByLabelText('Password'), 'lagu2024{Enter}');
    expect(signIn).toHaveBeenCalledWith('sari@contoh.com', 'lagu2024');
    expect(onSignedIn).not.toHaveBeenCalled();
    const signedIn = (
      <SignInSteps
        step="password"
        client={fakeAuthClient({signIn})}
        hrefs={storyHrefs}
        resetContinueUrl=""
        linkContinueUrl=""
        signedIn
        onSignedIn={onSignedIn}
      />
    );
    view.rerender(signedIn);
    view.rerender(signedIn);
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('sends a reset link after the bot check, saying "sent" even for an unknown address', async () => {
    const verifySolution = vi.fn(async () => {});
    const sendPasswordReset = vi.fn(async () => Promise.reject(authError('auth/user-not-found')));
    const {user} = setup({step: 'forgot', client: fakeAuthClient({verifySolution, sendPasswordReset})});
    expect(await screen.findByText('Security check done')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'baru@contoh.com{Enter}');
    expect(await screen.findByRole('heading', {name: 'Check your email'})).toBeInTheDocument();
    expect(verifySolution).toHaveBeenCalledWith(expect.objectContaining({id: 'story'}));
    expect(sendPasswordReset).toHaveBeenCalledWith('baru@contoh.com', 'https://nada.example/login');
  });

  it('sends nothing when the API refuses the bot check, and says so', async () => {
    const sendSignInLink = vi.fn(async () => {});
    const refused = async () => Promise.reject(new Error('403'));
    const {user} = setup({step: 'link', client: fakeAuthClient({verifySolution: refused, sendSignInLink})});
    expect(await screen.findByText('Security check done')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t finish the security check.');
    expect(sendSignInLink).not.toHaveBeenCalled();
  });

  it('sends a sign-in link and keeps the address for this browser', async () => {
    const sendSignInLink = vi.fn(async () => {});
    const {user} = setup({step: 'link', client: fakeAuthClient({sendSignInLink})});
    expect(await screen.findByText('Security check done')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com{Enter}');
    expect(await screen.findByRole('heading', {name: 'Check your inbox'})).toBeInTheDocument();
    expect(sendSignInLink).toHaveBeenCalledWith('sari@contoh.com', 'https://nada.example/callback');
    await waitFor(() => expect(window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY)).toBe('sari@contoh.com'));
  });
});
