import {TestIntlProvider} from '@nada/ui/testing';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {ConsentBannerTemplates} from './ConsentBannerTemplates';
import {catalogs} from './test/render';

describe('ConsentBannerTemplates', () => {
  it('sends every mode of the banner in an inert template, linking the privacy policy', () => {
    // As the server sends them: the browser parses each template's banner into its content.
    const page = document.createElement('div');
    page.innerHTML = renderToStaticMarkup(
      <TestIntlProvider locale="en" catalogs={catalogs}>
        <ConsentBannerTemplates privacyPolicyHref="/en/privacy_policy" />
      </TestIntlProvider>,
    );
    const templates = [...page.querySelectorAll('template')];
    expect(templates.map((template) => template.dataset.consentBanner)).toEqual([
      'ask',
      'review-granted',
      'review-denied',
      'withdrawn',
    ]);
    expect(page.querySelector('.consent-banner')).toBeNull();
    const ask = templates[0]?.content.querySelector('.consent-banner');
    expect(ask?.getAttribute('data-mode')).toBe('ask');
    expect(ask?.querySelector('a')?.getAttribute('href')).toBe('/en/privacy_policy');
    expect(ask?.querySelector('[data-consent-action="accept"]')?.textContent).toBe('Accept');
  });
});
