import {screen, within} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {SiteFooter} from './SiteFooter';
import {footerLinks} from './storybook/fixtures';
import {renderSite} from './test/render';

describe('SiteFooter', () => {
  it('names each column and lists its pages', () => {
    renderSite(<SiteFooter links={footerLinks} copyrightYear={2026} />, {locale: 'en'});
    const product = screen.getByRole('navigation', {name: 'Product'});
    expect(within(product).getAllByRole('link')).toHaveLength(5);
    expect(within(product).getByRole('heading', {level: 2, name: 'Product'})).toBeInTheDocument();
    const legal = screen.getByRole('navigation', {name: 'Legal'});
    expect(within(legal).getByRole('link', {name: 'Privacy Policy'})).toHaveAttribute('href', '#privacy');
    expect(screen.getByRole('navigation', {name: 'Nada'})).toBeInTheDocument();
  });

  it('states the copyright of the year it is given, in the page language', () => {
    renderSite(<SiteFooter links={footerLinks} copyrightYear={2031} />);
    expect(screen.getByText('© 2031 Nada. Hak cipta dilindungi.')).toBeInTheDocument();
  });

  it('offers no privacy settings while analytics is not configured', () => {
    renderSite(<SiteFooter links={footerLinks} copyrightYear={2026} />, {locale: 'en'});
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
