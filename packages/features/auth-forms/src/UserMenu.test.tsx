import {homeIcon, userIcon} from '@nada/ui';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {renderAuth} from './test/render';
import {UserMenu} from './UserMenu';

describe('UserMenu', () => {
  it('is named by its label, and lists who is signed in, their pages and sign out', async () => {
    const user = userEvent.setup();
    const openHome = vi.fn();
    const onSignOut = vi.fn();
    renderAuth(
      <UserMenu
        name="Sari Wulandari"
        label="Account menu for Sari Wulandari"
        heading="Signed in as sari@contoh.com"
        places={[
          {key: 'home', label: 'My home', icon: homeIcon, onSelect: openHome},
          {key: 'profile', label: 'Profile', icon: userIcon, onSelect: vi.fn()},
        ]}
        signOutLabel="Sign out"
        onSignOut={onSignOut}
        className="site-header__user"
      />,
    );
    const button = screen.getByRole('button', {name: 'Account menu for Sari Wulandari'});
    expect(button).toHaveClass('site-header__user');
    await user.click(button);
    expect(screen.getByText('Signed in as sari@contoh.com')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My home',
      'Profile',
      'Sign out',
    ]);
    await user.click(screen.getByRole('menuitem', {name: 'My home'}));
    expect(openHome).toHaveBeenCalledOnce();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', {name: 'Sign out'}));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
