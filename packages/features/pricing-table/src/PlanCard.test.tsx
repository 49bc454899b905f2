import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {PlanCard} from './PlanCard';
import {apiCatalogue, catalogue} from './storybook/fixtures';
import {renderPricingTable} from './test/render';
import {catalogPlan} from './planFigures';

// Intl puts a no-break space in "Rp 49.000"; compare with plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('PlanCard', () => {
  it("shows a plan's monthly rupiah price and limits on Indonesian pages", () => {
    const {container} = renderPricingTable(
      <PlanCard plan={catalogPlan(apiCatalogue, 'plus')} minorUnits={catalogue.minorUnits} recommended />,
    );
    const text = plain(container.textContent);
    expect(screen.getByRole('heading', {name: 'Plus'})).toBeInTheDocument();
    expect(text).toContain('Rp 49.000 per bulan');
    expect(text).toContain('Berkas hingga 200 MB');
    expect(text).toContain('2 atau 4 stem: vokal, drum, bas, dan lainnya');
    expect(text).toContain('Rekomendasi');
    expect(text).not.toContain('Antrean prioritas');
  });

  it('shows US dollars, the priority queue and the action on English pages', () => {
    const {container} = renderPricingTable(
      <PlanCard
        plan={catalogPlan(apiCatalogue, 'pro')}
        minorUnits={catalogue.minorUnits}
        action={<button type="button">Choose Pro</button>}
      />,
      {locale: 'en'},
    );
    const text = plain(container.textContent);
    expect(text).toContain('$9.99 per month');
    expect(text).toContain('Priority processing');
    expect(text).toContain('Download as MP3, WAV, and FLAC');
    expect(text).not.toContain('Recommended');
    expect(screen.getByRole('button', {name: 'Choose Pro'})).toBeInTheDocument();
  });
});
