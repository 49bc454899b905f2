import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {PricingTable} from './PricingTable';
import {catalogue} from './storybook/fixtures';
import {renderToString} from 'react-dom/server';
import {IntlProvider} from 'react-intl';
import {catalogs, renderPricingTable} from './test/render';

// Intl puts a no-break space in "Rp 49.000"; compare with plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('PricingTable', () => {
  it('shows a card per plan with its rupiah price and limits on Indonesian pages', () => {
    renderPricingTable(<PricingTable {...catalogue} />);
    const cards = [...screen.getByRole('list', {name: 'Paket'}).children];
    expect(cards).toHaveLength(3);
    const plus = cards[1];
    expect(plain(plus?.textContent ?? '')).toContain('Rp 49.000 per bulan');
    expect(plain(plus?.textContent ?? '')).toContain('180 menit proses per bulan');
    expect(plain(plus?.textContent ?? '')).toContain('Berkas hingga 200 MB');
    expect(plain(plus?.textContent ?? '')).toContain('Ruang simpan 10 GB');
    expect(screen.getByRole('heading', {name: 'Gratis'})).toBeInTheDocument();
  });

  it('shows US dollars and English names on English pages', () => {
    renderPricingTable(<PricingTable {...catalogue} />, {locale: 'en'});
    expect(screen.getByRole('heading', {name: 'Pro'})).toBeInTheDocument();
    expect(plain(screen.getByRole('table').textContent)).toContain('$9.99 per month');
  });

  it('switches to yearly prices with the monthly sum and the saving', async () => {
    const onPeriodChange = vi.fn();
    renderPricingTable(<PricingTable {...catalogue} onPeriodChange={onPeriodChange} />, {locale: 'en'});
    await userEvent.click(screen.getByRole('radio', {name: 'Yearly'}));
    expect(onPeriodChange).toHaveBeenCalledWith('yearly');
    expect(screen.getByRole('radio', {name: 'Yearly'})).toBeChecked();
    expect(screen.getByRole('radio', {name: 'Monthly'})).not.toBeChecked();
    const yearly = plain(
      [...document.querySelectorAll('[data-plan="plus"] [data-for-period="yearly"]')]
        .map((part) => part.textContent)
        .join(' '),
    );
    expect(yearly).toContain('$39.90 per year');
    expect(yearly).toContain('That is $3.33 a month, billed once a year');
    expect(yearly).toContain('Save 17%');
  });

  it('has both periods’ prices in its server HTML, for the switch to work without React', () => {
    const html = renderToString(
      <IntlProvider locale="en" messages={catalogs.en}>
        <PricingTable {...catalogue} />
      </IntlProvider>,
    );
    document.body.innerHTML = html;
    // Monthly is checked: pricingTable.css shows the parts of the checked radio's period.
    expect(document.querySelector<HTMLInputElement>('input[value="monthly"]')?.checked).toBe(true);
    const part = (period: string, selector: string) =>
      plain(document.querySelector(`${selector} [data-for-period="${period}"]`)?.textContent ?? '');
    expect(part('monthly', '[data-plan="plus"]')).toBe('$3.99 per month');
    expect(part('yearly', '[data-plan="plus"]')).toContain('$39.90 per year');
    const priceRow = '[data-row="price"] td:nth-of-type(2)';
    expect(part('monthly', priceRow)).toBe('$3.99 per month');
    expect(part('yearly', priceRow)).toBe('$39.90 per year');
    document.body.innerHTML = '';
  });

  it('is a real table: a caption, a column per plan and a row header per feature', () => {
    renderPricingTable(<PricingTable {...catalogue} />);
    const table = screen.getByRole('table', {name: 'Bandingkan paket'});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fitur', 'Gratis', 'Plus', 'Pro']);
    const fileRow = within(table).getByRole('row', {name: /Ukuran berkas maksimal/});
    expect(
      within(fileRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['50 MB', '200 MB', '500 MB']);
    const priority = within(table).getByRole('row', {name: /Proses prioritas/});
    expect(
      within(priority)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Tidak', 'Tidak', 'Ya']);
    // A narrow screen scrolls it: the region can be focused to scroll by keyboard.
    expect(screen.getByRole('region', {name: 'Bandingkan paket'})).toHaveAttribute('tabindex', '0');
  });

  it("marks the user's current plan in its card and its column, and recommends only another plan", () => {
    renderPricingTable(<PricingTable {...catalogue} currentPlanId="free" recommendedPlanId="plus" />);
    expect(screen.getAllByText('Paket kamu')).toHaveLength(2);
    const current = document.querySelector('[data-plan="free"]');
    expect(current).toHaveAttribute('data-current');
    expect(document.querySelector('[data-plan="plus"]')).toHaveAttribute('data-recommended');
    expect(screen.getByRole('columnheader', {name: /Gratis/})).toHaveAttribute('data-current');
  });

  it('renders the caller’s action under each card with the period and whether it is current', () => {
    const renderAction = vi.fn(() => <button type="button">Pilih</button>);
    renderPricingTable(<PricingTable {...catalogue} currentPlanId="pro" renderAction={renderAction} />);
    expect(screen.getAllByRole('button', {name: 'Pilih'})).toHaveLength(3);
    expect(renderAction).toHaveBeenCalledWith(expect.objectContaining({name: 'Pro'}), {
      period: 'monthly',
      isCurrent: true,
    });
  });

  it('leaves the comparison out when asked', () => {
    renderPricingTable(<PricingTable {...catalogue} hideComparison />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
