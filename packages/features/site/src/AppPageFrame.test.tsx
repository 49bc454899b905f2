import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {AppPageFrame} from './AppPageFrame';
import {renderSite} from './test/render';

describe('AppPageFrame', () => {
  it('is a section named by its heading, with the lead and the header extra before the content', () => {
    renderSite(
      <AppPageFrame
        title="Riwayat"
        titleId="history-title"
        lead="Yang terbaru dulu."
        headerExtra={<nav aria-label="Bagian">tautan</nav>}
        className="page-history"
        routeName="history"
      >
        <p>isi</p>
      </AppPageFrame>,
    );
    const section = screen.getByRole('region', {name: 'Riwayat'});
    expect(section).toHaveClass('app-page', 'page-history');
    expect(section).toHaveAttribute('data-route', 'history');
    expect(screen.getByRole('heading', {level: 1, name: 'Riwayat'})).toHaveAttribute('id', 'history-title');
    expect(section.textContent).toBe('RiwayatYang terbaru dulu.tautanisi');
  });

  it('lets a view place the header itself, and be named by something else', () => {
    renderSite(
      <AppPageFrame title="Daftar putar" titleId="list-title" labelledBy="one-title">
        {(header) => (
          <div data-testid="view">
            <h2 id="one-title">Lagu kita</h2>
            {header}
          </div>
        )}
      </AppPageFrame>,
    );
    expect(screen.getByRole('region', {name: 'Lagu kita'})).toBeInTheDocument();
    expect(screen.getByTestId('view')).toContainElement(screen.getByRole('heading', {name: 'Daftar putar'}));
    // No lead given: no empty paragraph.
    expect(screen.getByRole('region').querySelector('p')).toBeNull();
  });
});
