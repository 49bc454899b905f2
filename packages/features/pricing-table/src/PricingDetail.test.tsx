import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {PricingDetail} from './PricingDetail';
import {catalogue} from './storybook/fixtures';
import {renderPricingTable} from './test/render';

describe('PricingDetail', () => {
  it('compares every plan, answers the questions on minutes and links back to the pricing page', () => {
    renderPricingTable(
      <PricingDetail
        {...catalogue}
        title="Perbandingan paket"
        recommendedPlanId="plus"
        pricingLink={<a href="/v3/pricing" />}
        pricingLabel="Harga"
      />,
    );
    expect(screen.getByRole('heading', {level: 1, name: 'Perbandingan paket'})).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 2, name: 'Pertanyaan soal menit proses'})).toBeInTheDocument();
    expect(screen.getByText('Bagaimana menit dihitung?')).toBeInTheDocument();
    expect(screen.getByText('Apakah sisa menit dibawa ke bulan berikutnya?')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Harga'})).toHaveAttribute('href', '/v3/pricing');
  });

  it('has no action under any plan, in English too', () => {
    renderPricingTable(
      <PricingDetail
        {...catalogue}
        title="Compare plans"
        pricingLink={<a href="/en/v3/pricing" />}
        pricingLabel="Pricing"
      />,
      {locale: 'en'},
    );
    expect(screen.getByText('What if a job fails?')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('button', {name: /Sign in|Start/})).not.toBeInTheDocument();
  });
});
