import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ProfileSettings, type ProfileAccount, type ProfileClient} from './ProfileSettings';
import {fakeProfileClient, storyAccount, storyUser} from './storybook/client';
import {renderProfile} from './test/render';

function renderSettings(
  client: ProfileClient<ProfileAccount>,
  onLocaleChange = vi.fn(),
  onThemeChange = vi.fn(),
) {
  renderProfile(
    <ProfileSettings
      client={client}
      user={storyUser}
      locale="en"
      publicProfileHref={(id) => `/en/v3/profile/${id}`}
      onLocaleChange={onLocaleChange}
      onThemeChange={onThemeChange}
      onAccountDeleted={async () => {}}
    />,
    {locale: 'en'},
  );
  return {onLocaleChange, onThemeChange};
}

describe('ProfileSettings', () => {
  it('loads the profile, then shows its sections and the link to the public profile', async () => {
    renderSettings(fakeProfileClient());
    expect(await screen.findByRole('heading', {name: 'Your profile', level: 1})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'See your public profile'})).toHaveAttribute(
      'href',
      '/en/v3/profile/u1',
    );
    expect(screen.getByLabelText('Display name')).toHaveValue(storyAccount.displayName);
  });

  it('offers to read the profile again when it fails', async () => {
    const client = fakeProfileClient('error');
    renderSettings(client);
    const retry = await screen.findByRole('button', {name: 'Try again'});
    client.getProfile = async () => storyAccount;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', {name: 'Your profile', level: 1})).toBeInTheDocument();
  });

  it('saves the details and applies a newly chosen colour mode, the page staying in its language', async () => {
    const client = fakeProfileClient();
    const update = vi.spyOn(client, 'updateProfile');
    const {onLocaleChange, onThemeChange} = renderSettings(client);
    await screen.findByRole('heading', {name: 'Your profile', level: 1});
    await userEvent.click(screen.getByRole('radio', {name: 'Dark'}));
    await userEvent.click(screen.getByRole('button', {name: 'Save changes'}));
    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.objectContaining({theme: 'dark'})));
    await waitFor(() => expect(onThemeChange).toHaveBeenCalledWith('dark'));
    expect(onLocaleChange).not.toHaveBeenCalled();
  });
});
