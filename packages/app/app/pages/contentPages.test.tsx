import {createElement, type ComponentType} from 'react';
import {renderToString} from 'react-dom/server';
import {IntlProvider} from 'react-intl';
import {RouterProvider, createMemoryRouter} from 'react-router';
import {describe, expect, it} from 'vitest';
import {OPERATOR} from '../content/legal';
import {planCatalogFixture} from '../../test/fixtures/planCatalog';
import {privacyPolicy} from '../content/privacyPolicy';
import {terms} from '../content/terms';
import {messagesFor, pageMessagesFor, type CompiledMessages} from '../i18n.server';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import type {RouteName} from '../routing/routeTable';
import About from './about';
import Landing from './landing';
import PrivacyPolicy from './privacy-policy';
import Terms from './terms';

// The landing and the legal pages read `plans` (from GET /api/plans); the about page ignores it.
type Page = ComponentType<{loaderData: {messages: CompiledMessages; plans?: typeof planCatalogFixture}}>;

const pages = {
  landing: Landing as Page,
  about: About as Page,
  privacy_policy: PrivacyPolicy as Page,
  term_and_condition: Terms as Page,
} satisfies Partial<Record<RouteName, Page>>;

type ContentPage = keyof typeof pages;

/**
 * Renders a page as the server does, with the shell's catalog from the root and the page's own from
 * its loader, failing on any message that is missing or does not format.
 */
function render(name: ContentPage, locale: Locale, plans = planCatalogFixture): string {
  const errors: string[] = [];
  const request = new Request(`http://nada.test${localePath(name, locale)}`);
  const page = createElement(pages[name], {loaderData: {messages: pageMessagesFor(request, name), plans}});
  // A data router, as the app's: the static pages read the root's data (no analytics id here).
  const router = createMemoryRouter([{id: 'root', path: '*', element: page}], {
    hydrationData: {loaderData: {root: {}}},
  });
  const html = renderToString(
    <IntlProvider
      locale={locale}
      messages={messagesFor(locale)}
      onError={(error) => errors.push(error.message)}
    >
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  expect(errors).toEqual([]);
  return html;
}

const headingLevels = (html: string) =>
  [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');

describe.each(['id', 'en'] as const)('content pages in %s', (locale) => {
  it.each(Object.keys(pages) as ContentPage[])(
    '%s has one h1 and headings that never skip a level',
    (name) => {
      const levels = headingLevels(render(name, locale));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      });
    },
  );

  it('shows plan prices in the currency of the language', () => {
    const html = text(render('landing', locale)).replace(/\s/g, ' ');
    if (locale === 'id') {
      expect(html).toContain('Rp 49.000');
      expect(html).not.toContain('$');
    } else {
      expect(html).toContain('$3.99');
      expect(html).not.toContain('Rp');
    }
  });

  it('answers at least six questions in disclosures', () => {
    const html = render('landing', locale);
    expect(html.match(/<details/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
    expect(html.match(/<summary/g)?.length).toBe(html.match(/<details/g)?.length);
  });

  it.each([
    ['privacy_policy', privacyPolicy],
    ['term_and_condition', terms],
  ] as const)(
    '%s lists every section in its table of contents, each with its own anchor',
    (name, content) => {
      const html = render(name, locale);
      const ids = content.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(html).toContain(`href="#${id}"`);
        expect(html).toContain(`id="${id}"`);
      }
    },
  );

  it.each(['privacy_policy', 'term_and_condition'] as const)(
    '%s quotes the retention of every plan from the catalogue',
    (name) => {
      // Numbers no other text uses, so each can only have come from this catalogue.
      const days = {free: 11, plus: 47, pro: 123};
      const plans = {
        ...planCatalogFixture,
        items: planCatalogFixture.items.map((plan) => ({...plan, retentionDays: days[plan.id]})),
      };
      const html = text(render(name, locale, plans));
      for (const value of Object.values(days)) {
        expect(html).toContain(locale === 'id' ? `${value} hari` : `${value} days`);
      }
    },
  );

  it('gives the privacy address and the effective date in the privacy policy', () => {
    const html = render('privacy_policy', locale);
    expect(html).toContain(`href="mailto:${OPERATOR.privacyEmail}"`);
    expect(html).toContain('dateTime="2026-11-22"');
    expect(text(html)).toContain(locale === 'id' ? '22 November 2026' : 'November 22, 2026');
    expect(text(html)).toContain('i18n_redirected');
    expect(text(html)).toContain('nada-color-mode');
  });
});
