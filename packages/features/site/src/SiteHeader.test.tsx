import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {ReactNode} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {ThemeProvider} from '@nada/ui';
import {SiteHeader, type SiteHeaderProps} from './SiteHeader';
import {headerHrefs} from './storybook/fixtures';
import {renderSite} from './test/render';
import type {SiteLinkComponentProps} from './types';

function Theme({children}: {children: ReactNode}) {
  return <ThemeProvider persist={false}>{children}</ThemeProvider>;
}

function renderHeader(props: Partial<SiteHeaderProps> = {}, locale: 'id' | 'en' = 'en') {
  const all: SiteHeaderProps = {hrefs: headerHrefs, languageSwitch: null, pathname: '/a', ...props};
  const result = renderSite(<SiteHeader {...all} />, {locale, wrapper: Theme});
  return {
    ...result,
    rerenderWith: (more: Partial<SiteHeaderProps>) => result.rerender(<SiteHeader {...all} {...more} />),
  };
}

const account = (onSignOut = vi.fn()): SiteHeaderProps['account'] => ({
  menu: <button type="button">Dewi</button>,
  places: [{href: '#history', label: 'History'}],
  placesLabel: 'Your account',
  signOutLabel: 'Sign out',
  onSignOut,
});

describe('SiteHeader', () => {
  it('links home, to the main pages and to sign-in, in the page language', () => {
    renderHeader({}, 'id');
    expect(screen.getByRole('link', {name: 'Beranda Nada'})).toHaveAttribute('href', '#home');
    const nav = screen.getByRole('navigation', {name: 'Utama'});
    expect(within(nav).getByRole('link', {name: 'Minus One'})).toHaveAttribute('href', '#minusone');
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
    expect(screen.getAllByRole('link', {name: 'Masuk'})[0]).toHaveAttribute('href', '#login');
    expect(screen.getByRole('link', {name: 'Langsung ke konten'})).toHaveAttribute('href', '#content');
  });

  it('draws the navigation with the navigation link and the rest with the plain one', () => {
    const marked = ({href, ...props}: SiteLinkComponentProps) => <a href={href} data-nav="" {...props} />;
    const plain = ({href, ...props}: SiteLinkComponentProps) => <a href={href} data-plain="" {...props} />;
    renderHeader({linkComponent: plain, navLinkComponent: marked});
    const nav = screen.getByRole('navigation', {name: 'Main'});
    for (const link of within(nav).getAllByRole('link')) expect(link).toHaveAttribute('data-nav');
    expect(screen.getByRole('link', {name: 'Nada home'})).toHaveAttribute('data-plain');
  });

  it('opens the phone menu, closes it on Escape with the focus back on its button, and after navigating', async () => {
    const user = userEvent.setup();
    const {rerenderWith} = renderHeader();
    const button = screen.getByRole('button', {name: 'Menu'});
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    rerenderWith({pathname: '/b'});
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a signed-in user their menu, their pages and a sign-out button in the phone menu', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    renderHeader({account: account(onSignOut)});
    expect(screen.getByRole('button', {name: 'Dewi'})).toBeInTheDocument();
    expect(screen.queryByRole('link', {name: 'Sign in'})).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Menu'}));
    const places = screen.getByRole('navigation', {name: 'Your account'});
    expect(within(places).getByRole('link', {name: 'History'})).toHaveAttribute('href', '#history');
    await user.click(screen.getByRole('button', {name: 'Sign out'}));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
