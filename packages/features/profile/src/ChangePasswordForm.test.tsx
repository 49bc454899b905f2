import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ChangePasswordForm} from './ChangePasswordForm';
import {codedError, renderProfile} from './test/render';

describe('ChangePasswordForm', () => {
  it('refuses a password that misses a rule, with the checklist as its description', async () => {
    const changePassword = vi.fn(async () => {});
    renderProfile(<ChangePasswordForm changePassword={changePassword} />, {locale: 'en'});
    const field = screen.getByLabelText('New password');
    await userEvent.type(field, 'abcdefgh');
    expect(field).toHaveAccessibleDescription(/a number \(not yet\)/);
    await userEvent.click(screen.getByRole('button', {name: 'Change password'}));
    expect(changePassword).not.toHaveBeenCalled();
    expect(screen.getAllByText('Your password doesn’t meet all the rules yet').length).toBeGreaterThan(0);
  });

  it('changes the password and says so', async () => {
    const changePassword = vi.fn(async () => {});
    renderProfile(<ChangePasswordForm changePassword={changePassword} />, {locale: 'en'});
    await userEvent.type(screen.getByLabelText('New password'), 'minusone2024');
    await userEvent.keyboard('{Enter}');
    expect(changePassword).toHaveBeenCalledWith('minusone2024');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it('goes back to idle, password kept, when the re-authentication is cancelled', async () => {
    const changePassword = vi.fn(async () => {
      throw codedError('auth/user-cancelled');
    });
    renderProfile(<ChangePasswordForm changePassword={changePassword} />);
    await userEvent.type(screen.getByLabelText('Kata sandi baru'), 'minusone2024');
    await userEvent.click(screen.getByRole('button', {name: 'Ganti kata sandi'}));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Kata sandi baru')).toHaveValue('minusone2024');
  });
});
