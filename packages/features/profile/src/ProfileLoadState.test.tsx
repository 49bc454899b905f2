import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ProfileLoadState} from './ProfileLoadState';
import {renderProfile} from './test/render';

describe('ProfileLoadState', () => {
  it('says the profile is loading', () => {
    renderProfile(<ProfileLoadState status="loading" onRetry={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat profilmu…');
  });

  it('explains a failure and loads again on request', async () => {
    const onRetry = vi.fn();
    renderProfile(<ProfileLoadState status="error" onRetry={onRetry} />, {locale: 'en'});
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load your profile.');
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
