import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {ErrorView} from './ErrorView';
import {renderSite} from './test/render';

describe('ErrorView', () => {
  it('names a missing page, the path asked for, and leads home', () => {
    renderSite(<ErrorView status={404} path="/x" homeHref="/en" />, {locale: 'en'});
    expect(screen.getByRole('heading', {level: 1, name: '404 Page Not Found'})).toBeInTheDocument();
    expect(screen.getByText('Page Not Found: /x')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Back to home'})).toHaveAttribute('href', '/en');
    expect(document.title).toBe('Page Not Found · Nada');
  });

  it('shows any other status as a server error with its message', () => {
    renderSite(<ErrorView status={503} statusText="Service Unavailable" homeHref="/" />);
    expect(
      screen.getByRole('heading', {level: 1, name: '503 Kesalahan Server Internal'}),
    ).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
  });
});
