import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {CreditsPanel} from './CreditsPanel';
import {creditsUsing} from './storybook/fixtures';
import {renderHomeDashboard} from './test/render';

describe('CreditsPanel', () => {
  const planName = (id: string) => (id === 'free' ? 'Free' : id);

  it('shows the time left of the month, the renewal day in UTC and the plan', () => {
    renderHomeDashboard(
      <CreditsPanel
        credits={{status: 'ready', data: creditsUsing(600)}}
        onRetry={() => {}}
        planName={planName}
        plansHref="/en/v3/pricing"
      />,
      {locale: 'en'},
    );
    const credits = screen.getByRole('region', {name: 'Your credits'});
    expect(within(credits).getByText('20 minutes left of 30 minutes')).toBeVisible();
    expect(within(credits).getByText('December 1, 2026')).toHaveAttribute(
      'datetime',
      '2026-12-01T00:00:00.000Z',
    );
    expect(within(credits).getByText('Plan: Free')).toBeVisible();
    expect(
      within(credits).getByRole('progressbar', {name: 'Processing time used this period'}),
    ).toHaveAttribute('aria-valuenow', '600');
    expect(within(credits).getByRole('link', {name: 'See plans'})).toHaveAttribute('href', '/en/v3/pricing');
  });

  it('counts what is reserved as used, and shows seconds under a minute, in Indonesian', () => {
    renderHomeDashboard(
      <CreditsPanel
        credits={{status: 'ready', data: creditsUsing(1700, 55)}}
        onRetry={() => {}}
        planName={() => 'Gratis'}
        plansHref="#"
      />,
    );
    expect(screen.getByText('Sisa 45 detik dari 30 menit')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1755');
    expect(screen.getByText('Paket: Gratis')).toBeVisible();
  });

  it('offers to read the balance again when reading failed', async () => {
    const onRetry = vi.fn();
    renderHomeDashboard(
      <CreditsPanel credits={{status: 'error'}} onRetry={onRetry} planName={planName} plansHref="#" />,
      {
        locale: 'en',
      },
    );
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', {name: 'Try again'}));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
