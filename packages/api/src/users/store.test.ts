import {describe, expect, it} from 'vitest';
import {preferredLocale} from './store.ts';

describe('preferredLocale', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['id-ID,id;q=0.9,en;q=0.8', 'id'],
    ['fr-FR,en;q=0.3,id;q=0.7', 'id'],
    ['EN', 'en'],
    ['en;q=0, id;q=0.1', 'id'],
  ])('reads %s as %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });

  it.each([undefined, '', 'fr-FR,de;q=0.8', 'en;q=0', '*'])('finds no supported language in %s', (header) => {
    expect(preferredLocale(header)).toBeUndefined();
  });
});
