import {Provider, createStore} from 'jotai';
import {createElement, type ComponentType} from 'react';
import {renderToString} from 'react-dom/server';
import {IntlProvider} from 'react-intl';
import {RouterProvider, createMemoryRouter} from 'react-router';
import {describe, expect, it} from 'vitest';
import {planCatalogFixture} from '../../test/fixtures/planCatalog';
import {guestTextsOnly, messagesFor, pageMessagesFor} from '../i18n.server';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {sessionStatusAtom, type SessionStatus} from '../state/session';
import ToneSoundPage from './tone-sound';

// A guest's tone tools carry a guest's texts only (`guestCatalogs` in the route table): what the
// page renders for a guest, and for a visitor who signed in meanwhile before the page's data is read
// again, must format with them (issue 44).

type Page = ComponentType<{loaderData: object}>;

/** Renders the page as the server does, failing on any message that is missing or does not format. */
function render(locale: Locale, {status}: {status: SessionStatus}): string {
  const errors: string[] = [];
  // A guest's request: no session hint.
  const request = new Request(`http://nada.test${localePath('tone-sound', locale)}`);
  const loaderData = {
    messages: pageMessagesFor(request, 'tone-sound'),
    plans: planCatalogFixture,
    guestTexts: guestTextsOnly(request, 'tone-sound'),
  };
  const store = createStore();
  store.set(sessionStatusAtom, status);
  const router = createMemoryRouter(
    [{id: 'root', path: '*', element: createElement(ToneSoundPage as unknown as Page, {loaderData})}],
    {
      initialEntries: [localePath('tone-sound', locale)],
      hydrationData: {loaderData: {root: {sessionHint: false}}},
    },
  );
  const html = renderToString(
    <Provider store={store}>
      <IntlProvider
        locale={locale}
        messages={messagesFor(locale)}
        onError={(error) => errors.push(error.message)}
      >
        <RouterProvider router={router} />
      </IntlProvider>
    </Provider>,
  );
  expect(errors).toEqual([]);
  return html;
}

describe.each(['id', 'en'] as const)("the tone tools' page in %s", (locale) => {
  it("formats every text a guest sees with a guest's catalogs, the sign-in link included", () => {
    const html = render(locale, {status: 'signed-out'});
    expect(html).toContain(`href="${localePath('login', locale)}?redirect=`);
  });

  it("gives a member's request the file tools' catalogs", () => {
    const request = new Request(`http://nada.test${localePath('tone-sound', locale)}`, {
      headers: {cookie: 'nada-session=1'},
    });
    expect(guestTextsOnly(request, 'tone-sound')).toBe(false);
    expect(Object.keys(pageMessagesFor(request, 'tone-sound'))).toContain('app.apiError.unknown');
  });

  it('shows no file tools to a visitor who signed in meanwhile until their texts arrive', () => {
    const guest = render(locale, {status: 'signed-out'});
    const waiting = render(locale, {status: 'signed-in'});
    expect(waiting).not.toContain(`href="${localePath('login', locale)}?redirect=`);
    expect(waiting.length).toBeLessThan(guest.length);
  });
});
