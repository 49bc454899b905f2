import {act, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {leadingZeroBits, proofOfWorkDigest} from './proofOfWork';
import {RegisterForm} from './RegisterForm';
import {authError, renderAuth} from './test/render';
import type {ProofOfWorkSolution} from './types';
import type {RegisterInput} from './useRegisterForm';

function setup(
  register: (input: RegisterInput, solution?: ProofOfWorkSolution) => Promise<void> = vi.fn(async () => {}),
  extra = {},
  locale: 'id' | 'en' = 'id',
) {
  const user = userEvent.setup();
  renderAuth(
    <RegisterForm
      register={register}
      termsHref="/term_and_condition"
      privacyHref="/privacy_policy"
      {...extra}
    />,
    {locale},
  );
  return {user, register};
}

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'lagu2024') {
  await user.type(screen.getByRole('textbox', {name: 'Nama'}), 'Sari Wulandari');
  await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com');
  await user.type(screen.getByLabelText('Kata sandi'), password);
}

describe('RegisterForm', () => {
  it('ticks the password rules off as the user types, and describes the field with them', async () => {
    const {user} = setup();
    const password = screen.getByLabelText('Kata sandi');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    const rules = screen.getByRole('list');
    const items = within(rules).getAllByRole('listitem');
    expect(items.map((item) => item.hasAttribute('data-met'))).toEqual([false, false, false]);
    expect(password).toHaveAccessibleDescription(/minimal 8 karakter \(belum\)/);

    await user.type(password, 'abc');
    expect(items.map((item) => item.hasAttribute('data-met'))).toEqual([false, true, false]);
    await user.type(password, '12345');
    expect(items.map((item) => item.hasAttribute('data-met'))).toEqual([true, true, true]);
    expect(password).toHaveAccessibleDescription(
      'Kata sandimu perlu minimal 8 karakter (sudah) satu huruf (sudah) satu angka (sudah)',
    );
  });

  it('refuses a weak password and unaccepted terms before sending', async () => {
    const {user, register} = setup();
    await fill(user, 'lagulagu');
    await user.click(screen.getByRole('button', {name: 'Buat akun'}));
    expect(register).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert')[0]).toHaveFocus();
    expect(screen.getByLabelText('Kata sandi')).toHaveAccessibleDescription(
      /Kata sandimu belum memenuhi semua syaratnya/,
    );
    const terms = screen.getByRole('checkbox');
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Setujui syarat dan ketentuan untuk membuat akun');
  });

  it('sends name, email and password once the terms are accepted, and links the terms', async () => {
    const {user, register} = setup();
    expect(screen.getByRole('link', {name: 'Syarat dan Ketentuan'})).toHaveAttribute(
      'href',
      '/term_and_condition',
    );
    expect(screen.getByRole('link', {name: 'Kebijakan Privasi'})).toHaveAttribute('href', '/privacy_policy');
    await fill(user);
    await user.click(screen.getByRole('checkbox', {name: /Aku setuju/}));
    await user.click(screen.getByRole('button', {name: 'Buat akun'}));
    expect(register).toHaveBeenCalledWith(
      {name: 'Sari Wulandari', email: 'sari@contoh.com', password: 'lagu2024'},
      undefined,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Akunmu sudah jadi');
  });

  it('says the email is taken and keeps every field', async () => {
    const {user} = setup(
      vi.fn(async () => Promise.reject(authError('auth/email-already-in-use'))),
      {},
      'en',
    );
    await user.type(screen.getByRole('textbox', {name: 'Name'}), 'Sari');
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com');
    await user.type(screen.getByLabelText('Password'), 'lagu2024');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', {name: 'Create account'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('There’s already an account with this email.');
    expect(screen.getByRole('textbox', {name: 'Name'})).toHaveValue('Sari');
    expect(screen.getByRole('textbox', {name: 'Email'})).toHaveValue('sari@contoh.com');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('solves the bot check while the user types and sends a valid solution with the request', async () => {
    const challenge = {id: 'ch-1', salt: 'salt-for-test', difficulty: 8};
    const getChallenge = vi.fn(async () => challenge);
    let received: ProofOfWorkSolution | undefined;
    const register = vi.fn(async (_input: RegisterInput, solution?: ProofOfWorkSolution) => {
      received = solution;
    });
    const {user} = setup(register, {getChallenge});
    expect(screen.getByRole('status')).toHaveTextContent('Menjalankan pemeriksaan keamanan singkat…');
    await fill(user);
    expect(await screen.findByText('Pemeriksaan keamanan selesai')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', {name: 'Buat akun'}));
    expect(register).toHaveBeenCalledOnce();
    expect(received?.id).toBe('ch-1');
    const digest = await proofOfWorkDigest(challenge.salt, received?.nonce ?? '');
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(8);
    expect(getChallenge).toHaveBeenCalledOnce();
  });

  it('fetches a fresh challenge after a request that failed, and reports a bot check that cannot run', async () => {
    const getChallenge = vi
      .fn<() => Promise<{id: string; salt: string; difficulty: number}>>()
      .mockResolvedValueOnce({id: 'first', salt: 'a', difficulty: 1})
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const register = vi.fn(async () => Promise.reject(authError('auth/too-many-requests')));
    const {user} = setup(register, {getChallenge}, 'en');
    await user.type(screen.getByRole('textbox', {name: 'Name'}), 'Sari');
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'sari@contoh.com');
    await user.type(screen.getByLabelText('Password'), 'lagu2024');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', {name: 'Create account'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    await act(async () => {});
    expect(getChallenge).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', {name: 'Create account'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t finish the security check.');
    expect(register).toHaveBeenCalledOnce();
  });
});
