import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {PricingGuestTable, PricingPage} from './PricingPage';
import {catalogue} from './storybook/fixtures';
import {renderPricingTable} from './test/render';

const guestTable = (payable: boolean) => (
  <PricingGuestTable
    {...catalogue}
    recommendedPlanId="plus"
    payable={payable}
    registerLink={<a href="/register" />}
    signInLink={<a href="/login" />}
  />
);

describe('PricingPage', () => {
  it('shows the heading, the lead, the plans and the link to the detailed comparison, without a note once payments work', () => {
    renderPricingTable(
      <PricingPage title="Harga" paymentProvider="midtrans" detailLink={<a href="/detail_pricing" />}>
        {guestTable(true)}
      </PricingPage>,
    );
    expect(screen.getByRole('heading', {level: 1, name: 'Harga'})).toBeInTheDocument();
    expect(screen.getByText(/Setiap paket memberimu menit proses tiap bulan/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('link', {name: /Bandingkan semua paket secara rinci/})).toHaveAttribute(
      'href',
      '/detail_pricing',
    );
  });

  it('says when payments are not set up, and when they only go through the sandbox', () => {
    const {rerender} = renderPricingTable(
      <PricingPage title="Pricing" paymentProvider={null} detailLink={<a href="/en/detail_pricing" />}>
        {guestTable(false)}
      </PricingPage>,
      {locale: 'en'},
    );
    expect(screen.getByRole('note')).toHaveTextContent('Payments are not set up on this server yet');
    rerender(
      <PricingPage title="Pricing" paymentProvider="sandbox" detailLink={<a href="/en/detail_pricing" />}>
        {guestTable(true)}
      </PricingPage>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Test mode: payments on this server go through');
  });
});

describe('PricingGuestTable', () => {
  it('offers to start free, and to sign in for a paid plan', () => {
    renderPricingTable(guestTable(true));
    expect(screen.getAllByRole('link', {name: 'Mulai gratis'})[0]).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link', {name: 'Masuk untuk memilih Plus'})[0]).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getAllByRole('link', {name: 'Masuk untuk memilih Pro'})[0]).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('has no action under a paid plan while nobody takes payments', () => {
    renderPricingTable(guestTable(false), {locale: 'en'});
    expect(screen.getAllByRole('link', {name: 'Start for free'}).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', {name: /Sign in to choose/})).not.toBeInTheDocument();
  });
});
