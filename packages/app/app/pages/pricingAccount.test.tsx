// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import {cleanup, configure, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import pricingTableEn from '@nada/pricing-table/lang/en.json';
import uiEn from '@nada/ui/lang/en.json';
import {IntlProvider} from 'react-intl';
import {MemoryRouter} from 'react-router';
import {afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import en from '../../lang/en.json';
import {ApiRequestError} from '../api/client';
import type {PlanCatalog} from '../content/planCatalog';
import PricingAccount from './pricingAccount';

const pricingApi = vi.hoisted(() => ({
  getSubscription: vi.fn(),
  startCheckout: vi.fn(),
  cancelSubscription: vi.fn(),
}));
const jobApi = vi.hoisted(() => ({getCredits: vi.fn()}));
vi.mock('./pricingApi', () => pricingApi);
vi.mock('../api/jobApi', () => jobApi);
vi.mock('../auth/session', () => ({connectSession: async () => undefined}));

beforeAll(() => configure({asyncUtilTimeout: 5000}));
afterEach(cleanup);

const MIB = 1024 * 1024;
const plan = (id: string, name: string, minutes: number, monthlyUsd: number) => ({
  id,
  name: {id: name, en: name},
  description: {id: name, en: name},
  monthlyProcessingSeconds: minutes * 60,
  maxFileBytes: 50 * MIB,
  maxSongSeconds: 900,
  storageQuotaBytes: 2048 * MIB,
  retentionDays: 7,
  stemSets: ['2', '4'],
  outputFormats: ['mp3'],
  priorityQueue: false,
  prices: {
    monthly: {IDR: monthlyUsd * 100, USD: monthlyUsd},
    yearly: {IDR: monthlyUsd * 1000, USD: monthlyUsd * 10},
  },
});
const catalog = {
  items: [plan('free', 'Free', 30, 0), plan('plus', 'Plus', 180, 399), plan('pro', 'Pro', 600, 999)],
  minorUnits: {IDR: 0, USD: 2},
} as unknown as PlanCatalog;

const credits = (plan: string, monthlyMinutes: number) => ({
  plan,
  monthlySeconds: monthlyMinutes * 60,
  usedSeconds: 0,
  reservedSeconds: 0,
  availableSeconds: monthlyMinutes * 60,
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
});

function renderAccount() {
  return render(
    <IntlProvider locale="en" messages={{...uiEn, ...pricingTableEn, ...en}}>
      <MemoryRouter initialEntries={['/en/v3/pricing']}>
        <PricingAccount catalog={catalog} currency="USD" payable />
      </MemoryRouter>
    </IntlProvider>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('PricingAccount', () => {
  it("reads the plan and minutes, and explains the API's refusal of a checkout in the page's language", async () => {
    pricingApi.getSubscription.mockResolvedValue({
      planId: 'free',
      status: 'free',
      period: null,
      currentPeriodEnd: null,
      provider: null,
    });
    jobApi.getCredits.mockResolvedValue(credits('free', 30));
    pricingApi.startCheckout.mockRejectedValue(
      new ApiRequestError(503, {code: 'PAYMENTS_NOT_CONFIGURED'}, 'Payments are not set up'),
    );
    renderAccount();
    expect(await screen.findByText('30 minutes of 30 minutes left this month')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Upgrade to Plus'}));
    expect(pricingApi.startCheckout).toHaveBeenCalledWith({
      planId: 'plus',
      period: 'monthly',
      currency: 'USD',
      returnPath: '/en/v3/pricing',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payments are not set up on this Nada yet, so plans cannot be bought here.',
    );
  });

  it('cancels through the API and shows the subscription it answers', async () => {
    const active = {
      planId: 'pro',
      status: 'active',
      period: 'monthly',
      currentPeriodEnd: '2026-12-26T05:00:00.000Z',
      provider: 'sandbox',
    };
    pricingApi.getSubscription.mockResolvedValue(active);
    jobApi.getCredits.mockResolvedValue(credits('pro', 600));
    pricingApi.cancelSubscription.mockResolvedValue({...active, status: 'canceling'});
    renderAccount();
    await userEvent.click(await screen.findByRole('button', {name: 'Cancel subscription'}));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {name: 'Yes, cancel'}),
    );
    expect(pricingApi.cancelSubscription).toHaveBeenCalledOnce();
    expect(await screen.findByText(/Canceled: your Pro plan stays until/)).toBeInTheDocument();
  });
});
