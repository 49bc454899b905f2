import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {forwardRef} from 'react';
import type {AnchorHTMLAttributes} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {Link} from './Link';
import {arrowRightIcon} from '../icon';

describe('Link', () => {
  it('is a link named by its text, inline by default, and reachable by keyboard', async () => {
    render(
      <p>
        Baca <Link href="/panduan">panduan kami</Link> dulu.
      </p>,
    );
    const link = screen.getByRole('link', {name: 'panduan kami'});
    expect(link).toHaveAttribute('href', '/panduan');
    expect(link).toHaveAttribute('data-variant', 'inline');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('data-external');
    await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it('opens an external link in a new tab safely and says so to screen readers', () => {
    render(
      <Link href="https://example.com" external variant="standalone">
        Kebijakan privasi
      </Link>,
    );
    const link = screen.getByRole('link', {name: 'Kebijakan privasi (terbuka di tab baru)'});
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('data-external');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says so in English too', () => {
    render(
      <Link href="https://example.com" external>
        Privacy policy
      </Link>,
      {locale: 'en'},
    );
    expect(screen.getByRole('link', {name: 'Privacy policy (opens in a new tab)'})).toBeInTheDocument();
  });

  it('keeps a caller target and rel when not external', () => {
    render(
      <Link href="/bantuan" target="help" rel="help">
        Bantuan
      </Link>,
    );
    const link = screen.getByRole('link', {name: 'Bantuan'});
    expect(link).toHaveAttribute('target', 'help');
    expect(link).toHaveAttribute('rel', 'help');
  });

  it('draws decorative icons beside the text and exposes its variant', () => {
    render(
      <Link href="/lagu" variant="standalone" iconEnd={arrowRightIcon}>
        Lihat semua lagu
      </Link>,
    );
    const link = screen.getByRole('link', {name: 'Lihat semua lagu'});
    expect(link).toHaveAttribute('data-variant', 'standalone');
    expect(link.querySelector('svg[data-icon="arrowRight"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders a router link with the look and the external text when asChild is set', async () => {
    const navigate = vi.fn();
    const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & {to: string}>(
      function RouterLink({to, onClick, ...props}, ref) {
        return (
          <a
            ref={ref}
            href={to}
            onClick={(event) => {
              event.preventDefault();
              onClick?.(event);
              navigate(to);
            }}
            {...props}
          />
        );
      },
    );
    render(
      <Link asChild variant="subtle" external>
        <RouterLink to="/harga">Harga</RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', {name: 'Harga (terbuka di tab baru)'});
    expect(link).toHaveAttribute('href', '/harga');
    expect(link).toHaveAttribute('data-variant', 'subtle');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/harga');
  });
});
