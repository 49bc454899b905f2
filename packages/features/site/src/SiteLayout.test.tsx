import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {SiteBlankLayout, SiteLayout} from './SiteLayout';
import {renderSite} from './test/render';

describe('SiteLayout', () => {
  it('puts the page in the main landmark the skip link targets, between the header and the footer', () => {
    renderSite(
      <SiteLayout
        header={<header>kepala</header>}
        footer={<footer>kaki</footer>}
        after={<aside>pemutar</aside>}
      >
        <h1>Halaman</h1>
      </SiteLayout>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'content');
    // Focusable from the skip link, but not in the tab order.
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(screen.getByRole('heading', {name: 'Halaman'}));
    const order = [...(main.parentElement?.children ?? [])].map((child) => child.textContent);
    expect(order).toEqual(['kepala', 'Halaman', 'kaki', 'pemutar']);
  });
});

describe('SiteBlankLayout', () => {
  it('shows the brand and the language switch above the page', () => {
    renderSite(
      <SiteBlankLayout brand={<a href="/">Nada</a>} languageSwitch={<a href="/en">EN</a>}>
        <h1>Masuk</h1>
      </SiteBlankLayout>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('NadaEN');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', {name: 'Masuk'}));
  });
});
