import {act, cleanup, configure, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {AnalyticsConsent} from './AnalyticsConsent';
import {PrivacySettingsItem} from './PrivacySettingsItem';
import {renderConsent} from './test/render';

// The banner is a lazily loaded module: load it once up front, and give a busy machine time to
// render it (the first transform of a module can take over a second while other suites run).
beforeAll(async () => {
  await import('./ConsentBanner');
  configure({asyncUtilTimeout: 5000});
});

function renderPage(analyticsId: string | null, locale: 'id' | 'en' = 'en') {
  return renderConsent(
    <AnalyticsConsent
      analyticsId={analyticsId}
      privacyPolicyHref={locale === 'en' ? '/en/privacy_policy' : '/privacy_policy'}
    >
      <ul>
        <PrivacySettingsItem />
      </ul>
    </AnalyticsConsent>,
    {locale},
  );
}

const tagManagerScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(clearCookies);
afterEach(() => {
  cleanup();
  for (const script of tagManagerScripts()) script.remove();
  delete (window as {dataLayer?: unknown}).dataLayer;
});

describe('without an analytics id', () => {
  it('asks nothing, loads nothing and offers no privacy settings', () => {
    renderPage(null);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Privacy settings'})).not.toBeInTheDocument();
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it('loads nothing even when an earlier visit granted consent', () => {
    document.cookie = 'nada-analytics-consent=granted; Path=/';
    renderPage(null);
    expect(tagManagerScripts()).toHaveLength(0);
  });
});

describe('with an analytics id', () => {
  it('asks, in Indonesian by default, with two equal answers and a link to the privacy policy', async () => {
    renderPage('GTM-TEST123', 'id');
    const banner = await screen.findByRole('region', {name: 'Boleh kami menghitung kunjunganmu?'});
    expect(banner).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'kebijakan privasi'})).toHaveAttribute('href', '/privacy_policy');
    const accept = screen.getByRole('button', {name: 'Terima'});
    const decline = screen.getByRole('button', {name: 'Tolak'});
    expect(accept.dataset.variant).toBe(decline.dataset.variant);
    expect(accept.dataset.size).toBe(decline.dataset.size);
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it('links the English privacy policy in English', async () => {
    renderPage('GTM-TEST123', 'en');
    expect(await screen.findByRole('link', {name: 'privacy policy'})).toHaveAttribute(
      'href',
      '/en/privacy_policy',
    );
  });

  it('loads the tag manager once consent is given, and remembers it', async () => {
    renderPage('GTM-TEST123');
    await userEvent.click(await screen.findByRole('button', {name: 'Accept'}));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(document.cookie).toContain('nada-analytics-consent=granted');
    expect([...tagManagerScripts()].map((s) => s.getAttribute('src'))).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
    ]);
  });

  it('loads the tag manager on a later page load when the cookie says granted', () => {
    document.cookie = 'nada-analytics-consent=granted; Path=/';
    renderPage('GTM-TEST123');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(tagManagerScripts()).toHaveLength(1);
  });

  it('loads nothing and stops asking after a refusal', async () => {
    renderPage('GTM-TEST123');
    await userEvent.click(await screen.findByRole('button', {name: 'Decline'}));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(document.cookie).toContain('nada-analytics-consent=denied');
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it('withdraws from the privacy settings: script and analytics cookies removed, reload suggested', async () => {
    document.cookie = 'nada-analytics-consent=granted; Path=/';
    document.cookie = '_ga=GA1.1.1; Path=/';
    document.cookie = '_ga_ABC123=GS1.1; Path=/';
    document.cookie = '_gid=GA1.1.2; Path=/';
    renderPage('GTM-TEST123');
    expect(tagManagerScripts()).toHaveLength(1);
    const settings = screen.getByRole('button', {name: 'Privacy settings'});
    await userEvent.click(settings);
    const banner = await screen.findByRole('region', {name: 'May we count your visits?'});
    expect(banner).toHaveFocus();
    expect(screen.getByText(/You allow this at the moment/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Decline'}));
    expect(tagManagerScripts()).toHaveLength(0);
    expect(document.cookie).not.toMatch(/_ga|_gid/);
    expect(document.cookie).toContain('nada-analytics-consent=denied');
    expect(screen.getByRole('region', {name: 'Measuring is off'})).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/Reload the page to complete this/);
    await userEvent.click(screen.getByRole('button', {name: 'Close'}));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
  });

  it('closes a reopened choice on Escape without changing it', async () => {
    document.cookie = 'nada-analytics-consent=denied; Path=/';
    renderPage('GTM-TEST123');
    await userEvent.click(screen.getByRole('button', {name: 'Privacy settings'}));
    expect(await screen.findByText('You have declined this at the moment.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(document.cookie).toContain('nada-analytics-consent=denied');
    await act(async () => {});
    expect(tagManagerScripts()).toHaveLength(0);
  });
});
