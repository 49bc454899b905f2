import {describe, expect, it} from 'vitest';
import {pageOfPattern} from './middleware';
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
});
