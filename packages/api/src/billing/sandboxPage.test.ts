import {describe, expect, it} from 'vitest';
import {PLANS} from '../plans/plans.ts';
import type {CheckoutOrder} from './adapter.ts';
import {sandboxPage} from './sandboxPage.ts';

const order = (change: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  orderId: '5d0c6a8e-3f0b-4c47-9a51-2b7d3e0f9c11',
  plan: PLANS.plus,
  period: 'monthly',
  currency: 'IDR',
  amount: 49_000,
  customer: {email: 'sari@nada.test', name: 'Sari'},
  locale: 'id',
  returnUrl: 'http://localhost:3000/v3/pricing?checkout=paid',
  cancelUrl: 'http://localhost:3000/v3/pricing?checkout=canceled',
  ...change,
});

// Issue 42: `./run start` offers this page, so a newcomer must see at once that it is a test payment.
describe('the sandbox checkout page', () => {
  it('says it is a test payment in its title, its note and its Pay button, in Indonesian', () => {
    const html = sandboxPage(order(), 'id');
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('<h1>Pembayaran uji coba</h1>');
    expect(html).toContain('Tidak ada uang yang ditagih');
    expect(html).toMatch(/<button[^>]*value="paid">Bayar Rp\s?49\.000 \(uji coba\)<\/button>/);
  });

  it('and in English, with the amount in the currency’s own form', () => {
    const html = sandboxPage(order({currency: 'USD', amount: 499, locale: 'en'}), 'en');
    expect(html).toContain('<title>Test payment</title>');
    expect(html).toContain('No money is charged');
    expect(html).toContain('>Pay $4.99 (test)</button>');
  });
});
