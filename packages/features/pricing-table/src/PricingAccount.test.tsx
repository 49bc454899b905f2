import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {PricingAccount, type PricingAccountProps} from './PricingAccount';
import {catalogue, usageFixture} from './storybook/fixtures';
import {renderPricingTable} from './test/render';

const proActive = {planId: 'pro', status: 'active', currentPeriodEnd: '2026-12-26T05:00:00.000Z'} as const;

function renderAccount(props: Partial<PricingAccountProps> = {}) {
  const handlers = {
    startCheckout: vi.fn<PricingAccountProps['startCheckout']>(),
    cancelSubscription: vi.fn<PricingAccountProps['cancelSubscription']>(),
    onRetry: vi.fn(),
  };
  renderPricingTable(
    <PricingAccount
      {...catalogue}
      subscription={{status: 'ready', data: {planId: 'free', status: 'free', currentPeriodEnd: null}}}
      usage={{status: 'ready', data: usageFixture(30)}}
      payable
      describeError={(error) => `Refused: ${(error as Error).message}`}
      {...handlers}
      {...props}
    />,
    {locale: 'en'},
  );
  return handlers;
}

describe('PricingAccount', () => {
  it("shows a free user's plan and minutes, and explains a refused checkout", async () => {
    const startCheckout = vi.fn(async () => {
      throw new Error('Payments are not set up');
    });
    renderAccount({startCheckout});
    expect(screen.getByText(/You are on the/)).toHaveTextContent('You are on the Free plan.');
    expect(screen.getByText('30 minutes of 30 minutes left this month')).toBeInTheDocument();
    // Nothing to cancel on Free, and no action under the current plan.
    expect(screen.queryByRole('button', {name: 'Cancel subscription'})).not.toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Switch to Free'})).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', {name: 'Upgrade to Plus'}));
    expect(startCheckout).toHaveBeenCalledWith('plus', 'monthly');
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused: Payments are not set up');
    expect(screen.getByRole('button', {name: 'Upgrade to Plus'})).toBeEnabled();
  });

  it('keeps saying the payment page is opening while the browser leaves for it', async () => {
    const {startCheckout} = renderAccount();
    startCheckout.mockReturnValue(new Promise(() => undefined));
    await userEvent.click(screen.getByRole('button', {name: 'Upgrade to Pro'}));
    expect(screen.getByRole('button', {name: 'Opening the payment page…'})).toBeDisabled();
    expect(screen.getByRole('button', {name: 'Upgrade to Plus'})).toBeDisabled();
  });

  it('offers a Pro subscriber to switch down, and cancel keeps the plan until the end of the paid period', async () => {
    const cancelSubscription = vi.fn(async () => ({...proActive, status: 'canceling' as const}));
    renderAccount({
      subscription: {status: 'ready', data: proActive},
      usage: {status: 'ready', data: usageFixture(600, 60)},
      cancelSubscription,
    });
    expect(screen.getByText(/You are on the/)).toHaveTextContent(
      'You are on the Pro plan. Paid until December 26, 2026.',
    );
    expect(screen.getByRole('button', {name: 'Switch to Plus'})).toBeEnabled();
    expect(screen.getByRole('button', {name: 'Switch to Free'})).toBeEnabled();

    await userEvent.click(screen.getByRole('button', {name: 'Cancel subscription'}));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('You keep Pro and its minutes until December 26, 2026.');
    await userEvent.click(within(dialog).getByRole('button', {name: 'Yes, cancel'}));
    expect(cancelSubscription).toHaveBeenCalledOnce();
    expect(await screen.findByText(/Canceled: your Pro plan stays until/)).toHaveTextContent(
      'Canceled: your Pro plan stays until December 26, 2026, then you are on Free.',
    );
    expect(screen.queryByRole('button', {name: 'Cancel subscription'})).not.toBeInTheDocument();
  });

  it('offers no checkout without a payment provider, and a retry when the account could not be read', async () => {
    const {onRetry} = renderAccount({payable: false, subscription: {status: 'error'}});
    expect(screen.queryByRole('button', {name: /Upgrade to/})).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says how a checkout came back', () => {
    renderAccount({checkoutOutcome: 'paid'});
    expect(screen.getByRole('status')).toHaveAttribute('data-checkout', 'paid');
  });
});
