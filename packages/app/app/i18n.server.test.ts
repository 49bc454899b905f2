import {describe, expect, it} from 'vitest';
import {messagesFor} from './i18n.server';

describe('message catalogs', () => {
  it('has the same keys in both languages, including those of @nada/ui', () => {
    expect(Object.keys(messagesFor('id')).sort()).toEqual(Object.keys(messagesFor('en')).sort());
    expect(messagesFor('id')['ui.close']).toBe('Tutup');
    expect(messagesFor('en')['ui.close']).toBe('Close');
    expect(messagesFor('id')['app.page.about.title']).toBe('Tentang Nada');
  });
});
