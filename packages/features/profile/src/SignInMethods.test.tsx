import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {SignInMethods} from './SignInMethods';
import {codedError, renderProfile} from './test/render';

describe('SignInMethods', () => {
  it('offers no unlink for the only method, and links Google', async () => {
    const linkGoogle = vi.fn(async () => {});
    renderProfile(<SignInMethods linked={['password']} linkGoogle={linkGoogle} unlink={vi.fn()} />, {
      locale: 'en',
    });
    expect(screen.queryByRole('button', {name: /Unlink/})).not.toBeInTheDocument();
    expect(screen.getByText('Your only sign-in method can’t be unlinked.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Link Google'}));
    expect(linkGoogle).toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('Your sign-in methods have been updated.');
  });

  it('unlinks Google when the password stays', async () => {
    const unlink = vi.fn(async () => {});
    renderProfile(
      <SignInMethods linked={['password', 'google.com']} linkGoogle={vi.fn()} unlink={unlink} />,
      {
        locale: 'en',
      },
    );
    const google = screen.getByText('Google').closest('li') as HTMLElement;
    expect(within(google).getByText('Linked')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Unlink Google'}));
    expect(unlink).toHaveBeenCalledWith('google.com');
  });

  it('says when the Google account belongs to another user', async () => {
    const linkGoogle = vi.fn(async () => {
      throw codedError('auth/credential-already-in-use');
    });
    renderProfile(<SignInMethods linked={['password']} linkGoogle={linkGoogle} unlink={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', {name: 'Tautkan Google'}));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Akun Google ini sudah tertaut ke akun Nada lain.',
    );
  });
});
