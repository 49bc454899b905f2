import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {About} from './About';
import {renderSite} from './test/render';

describe('About', () => {
  it('is headed by the title it is given and leads to support and to the minus one', () => {
    renderSite(<About title="About Nada" hrefs={{support: '#support', minusOne: '#minusone'}} />, {
      locale: 'en',
    });
    expect(screen.getAllByRole('heading', {level: 1}).map((heading) => heading.textContent)).toEqual([
      'About Nada',
    ]);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['#support', '#minusone']);
  });

  it('has its texts in Indonesian too', () => {
    renderSite(<About title="Tentang Nada" hrefs={{support: '#support', minusOne: '#minusone'}} />);
    expect(screen.getAllByRole('heading', {level: 2}).length).toBeGreaterThanOrEqual(4);
  });
});
