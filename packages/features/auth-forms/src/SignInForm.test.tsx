import {cleanup, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {authErrorMessage} from './authErrors';
import {SignInForm} from './SignInForm';
import {authError, catalogs, renderAuth} from './test/render';

const seedCodes = [
  'auth/email-already-in-use',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/too-many-requests',
  'auth/user-disabled',
  'auth/invalid-credential',
  'auth/requires-recent-login',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/network-request-failed',
  'auth/multi-factor-auth-required',
];

function setup(signIn = vi.fn(async () => {}), locale: 'id' | 'en' = 'id', extra = {}) {
  const user = userEvent.setup();
  renderAuth(<SignInForm signIn={signIn} forgotPasswordHref="/lupa" registerHref="/register" {...extra} />, {
    locale,
  });
  return {user, signIn};
}

/** Pastes an address and a password into the form and submits it with Enter. */
async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, passwordLabel: string) {
  await user.click(screen.getByRole('textbox', {name: 'Email'}));
  await user.paste('sari@contoh.com');
  await user.click(screen.getByLabelText(passwordLabel));
  await user.paste('rahasia123');
  await user.keyboard('{Enter}');
}

describe('SignInForm', () => {
  it('labels its fields with autocomplete hints and submits with Enter', async () => {
    const onSuccess = vi.fn();
    const {user, signIn} = setup(undefined, 'id', {onSuccess});
    const email = screen.getByRole('textbox', {name: 'Email'});
    const password = screen.getByLabelText('Kata sandi');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('heading', {level: 1, name: 'Masuk ke Nada'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Lupa kata sandi?'})).toHaveAttribute('href', '/lupa');
    expect(screen.getByRole('link', {name: 'Daftar gratis'})).toHaveAttribute('href', '/register');

    await user.type(email, '  sari@contoh.com ');
    await user.type(password, 'rahasia123{Enter}');
    expect(signIn).toHaveBeenCalledWith('sari@contoh.com', 'rahasia123');
    expect(await screen.findByRole('status')).toHaveTextContent('Berhasil masuk');
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('checks the fields before sending, lists the problems and moves focus to the list', async () => {
    const {user, signIn} = setup();
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh');
    await user.click(screen.getByRole('button', {name: 'Masuk'}));
    expect(signIn).not.toHaveBeenCalled();
    const summary = screen.getAllByRole('alert')[0];
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Ada 2 isian yang perlu diperbaiki');
    const email = screen.getByRole('textbox', {name: 'Email'});
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Tulis alamat email yang lengkap, misalnya nama@contoh.com');
    expect(screen.getByLabelText('Kata sandi')).toHaveAccessibleDescription('Isi kata sandimu');

    await user.click(screen.getByRole('link', {name: 'Isi kata sandimu'}));
    expect(screen.getByLabelText('Kata sandi')).toHaveFocus();
  });

  it('keeps what the user typed when sign-in fails, and focuses the message', async () => {
    const {user} = setup(vi.fn(async () => Promise.reject(authError('auth/wrong-password'))));
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com');
    await user.type(screen.getByLabelText('Kata sandi'), 'salah123{Enter}');
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Kata sandinya salah. Coba lagi, atau atur ulang kalau kamu lupa.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('textbox', {name: 'Email'})).toHaveValue('sari@contoh.com');
    expect(screen.getByLabelText('Kata sandi')).toHaveValue('salah123');
    expect(screen.getByRole('button', {name: 'Masuk'})).toBeEnabled();
  });

  it('disables the button and shows progress while signing in', async () => {
    let finish: () => void = () => {};
    const signIn = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const {user} = setup(signIn);
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com');
    await user.type(screen.getByLabelText('Kata sandi'), 'rahasia123{Enter}');
    const button = screen.getByRole('button', {name: /Masuk/});
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.type(screen.getByLabelText('Kata sandi'), '{Enter}');
    expect(signIn).toHaveBeenCalledOnce();
    finish();
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  // The codes' tests are about the message, not the typing (the tests above type key by key):
  // pasting fills each field in one render instead of one per key (issue 20: 22 forms typed key by
  // key made this the slowest file of the unit step on shared cores).
  describe.each(['id', 'en'] as const)('in %s', (locale) => {
    it.each(seedCodes)('shows the own message of %s', async (code) => {
      const {user} = setup(
        vi.fn(async () => Promise.reject(authError(code))),
        locale,
      );
      await fillAndSubmit(user, locale === 'id' ? 'Kata sandi' : 'Password');
      const expected = catalogs[locale][authErrorMessage(code).id ?? ''];
      expect(expected).toBeTruthy();
      expect(await screen.findByRole('alert')).toHaveTextContent(expected ?? '');
    });
  });

  it('shows the generic message for an unknown auth code and for a failure without a code', async () => {
    for (const thrown of [authError('auth/internal-error'), new TypeError('Failed to fetch')]) {
      const {user} = setup(
        vi.fn(async () => Promise.reject(thrown)),
        'en',
      );
      await fillAndSubmit(user, 'Password');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Something went wrong. Please try again in a moment.',
      );
      cleanup();
    }
  });

  it('runs Google sign-in and says nothing when the user closes the popup', async () => {
    const onGoogle = vi.fn(async () => Promise.reject(authError('auth/popup-closed-by-user')));
    const {user} = setup(undefined, 'en', {onGoogle});
    await user.click(screen.getByRole('button', {name: 'Continue with Google'}));
    expect(onGoogle).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    onGoogle.mockRejectedValueOnce(authError('auth/network-request-failed'));
    await user.click(screen.getByRole('button', {name: 'Continue with Google'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t reach the server.');
  });

  it('renders its links through the app’s link component', () => {
    function RouterLink({href, ...props}: {href: string}) {
      return <a href={href} data-router="" {...props} />;
    }
    setup(undefined, 'en', {linkComponent: RouterLink, emailLinkHref: '/en/login/link'});
    expect(screen.getByRole('link', {name: 'Email me a sign-in link instead'})).toHaveAttribute(
      'data-router',
    );
    expect(screen.getByRole('link', {name: 'Forgot your password?'})).toHaveAttribute('data-router');
  });
});
