import {RouterContextProvider} from 'react-router';
import {describe, expect, it} from 'vitest';
import {pageOfPattern, serverMiddleware} from './middleware';
import {pages} from './routeTable';
import {checkRouteMiddleware, resolveMiddleware} from './resolveMiddleware';

describe('route middleware', () => {
  it('fails on a middleware name that does not exist', () => {
    expect(() => resolveMiddleware({auth: 'the auth middleware'}, ['auth', 'audit'])).toThrow(
      'Unknown route middleware: audit',
    );
    expect(() => checkRouteMiddleware([{name: 'typo', middleware: ['atuh' as 'auth']}])).toThrow(
      'Unknown route middleware',
    );
  });

  it('resolves the known names in order, and none for a page without middleware', () => {
    expect(resolveMiddleware({auth: 1}, ['auth'])).toEqual([1]);
    expect(resolveMiddleware({auth: 1}, undefined)).toEqual([]);
    expect(() => resolveMiddleware({auth: 1}, ['toString'])).toThrow('Unknown route middleware: toString');
  });

  it('finds the page and locale of a matched route pattern', () => {
    expect(pageOfPattern('/')).toMatchObject({page: {name: 'index'}, locale: 'id'});
    expect(pageOfPattern('/en')).toMatchObject({page: {name: 'index'}, locale: 'en'});
    expect(pageOfPattern('en/v3/profile/:id')).toMatchObject({page: {name: 'v3-profile-id'}, locale: 'en'});
    expect(pageOfPattern('/v3/minusone/history')).toMatchObject({page: {name: 'v3-minusone-history'}});
    expect(pageOfPattern('/nowhere')).toBeUndefined();
  });

  it('sends a guest at the playlists without a shared id to sign in on the server (the page reaches them without React)', async () => {
    const page = pages.find((entry) => entry.name === 'v3-playlist');
    if (!page) throw new Error('no v3-playlist page');
    const visit = (path: string, cookie = '') => {
      const url = new URL(path, 'https://nada.example');
      const request = new Request(url, {headers: cookie ? {cookie} : {}});
      return serverMiddleware.auth({page, locale: 'en', url, request, context: new RouterContextProvider()});
    };
    const thrown = await Promise.resolve()
      .then(() => visit('/en/v3/playlist'))
      .catch((answer: unknown) => answer);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toMatch(/^\/en\/login\?/);
    await expect(Promise.resolve().then(() => visit('/en/v3/playlist?id=p1'))).resolves.toBeUndefined();
    await expect(
      Promise.resolve().then(() => visit('/en/v3/playlist', 'nada-session=1')),
    ).resolves.toBeUndefined();
  });
});
