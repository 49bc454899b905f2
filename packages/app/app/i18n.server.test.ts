import {describe, expect, it} from 'vitest';
import {guestTextsOnly, messagesFor, pageMessagesFor} from './i18n.server';

const literal = (value: string) => [{type: 0, value}];

describe('message catalogs', () => {
  it('has the same keys in both languages, including those of @nada/ui, compiled for the browser', () => {
    expect(Object.keys(messagesFor('id')).sort()).toEqual(Object.keys(messagesFor('en')).sort());
    expect(messagesFor('id')['ui.close']).toEqual(literal('Tutup'));
    expect(messagesFor('en')['ui.close']).toEqual(literal('Close'));
    expect(messagesFor('id')['app.page.about.title']).toEqual(literal('Tentang Nada'));
  });

  it('leaves the long texts of a page to that page', () => {
    const shell = Object.keys(messagesFor('id'));
    expect(shell.some((id) => id.startsWith('app.privacy.'))).toBe(false);
    expect(shell.some((id) => id.startsWith('site.landing.'))).toBe(false);
    expect(shell.some((id) => id.startsWith('site.about.'))).toBe(false);
    expect(shell.some((id) => id.startsWith('site.header.'))).toBe(true);
    const privacy = pageMessagesFor(new Request('http://nada.test/en/privacy_policy'), 'privacy_policy');
    expect(Object.keys(privacy).length).toBeGreaterThan(20);
    expect(Object.keys(privacy).every((id) => id.startsWith('app.privacy.'))).toBe(true);
    const landingId = pageMessagesFor(new Request('http://nada.test/landing.data'), 'landing');
    const landingEn = pageMessagesFor(new Request('http://nada.test/en/landing.data'), 'landing');
    expect(Object.keys(landingId).sort()).toEqual(Object.keys(landingEn).sort());
    expect(landingId).not.toEqual(landingEn);
  });

  it('sends the catalogs the route table names for a page, and keeps them out of the shell', () => {
    const shell = Object.keys(messagesFor('en'));
    for (const prefix of ['authForms.', 'profile.', 'generationWizard.', 'playlist.', 'app.apiError.']) {
      expect(shell.some((id) => id.startsWith(prefix))).toBe(false);
    }
    expect(shell.some((id) => id.startsWith('player.'))).toBe(true);
    const profile = Object.keys(pageMessagesFor(new Request('http://nada.test/en/v3/profile'), 'v3-profile'));
    expect(profile.some((id) => id.startsWith('profile.'))).toBe(true);
    expect(profile.some((id) => id.startsWith('authForms.'))).toBe(true);
    expect(profile.some((id) => id.startsWith('app.'))).toBe(false);
    const minusOne = pageMessagesFor(new Request('http://nada.test/v3/minusone'), 'v3-minusone');
    expect(minusOne['app.apiError.FILE_TOO_LARGE']).toBeDefined();
    expect(minusOne['playlist.page.create']).toBeDefined();
    expect(Object.keys(minusOne).some((id) => id.startsWith('generationWizard.'))).toBe(true);
    expect(Object.keys(minusOne).some((id) => id.startsWith('authForms.'))).toBe(false);
  });

  it("sends a guest only the catalogs of a guest's page where the route table names them", () => {
    const asGuest = new Request('http://nada.test/en/tone/sound');
    const asMember = new Request('http://nada.test/en/tone/sound', {headers: {cookie: 'nada-session=1'}});
    expect(guestTextsOnly(asGuest, 'tone-sound')).toBe(true);
    expect(guestTextsOnly(asMember, 'tone-sound')).toBe(false);
    const guest = Object.keys(pageMessagesFor(asGuest, 'tone-sound'));
    const member = Object.keys(pageMessagesFor(asMember, 'tone-sound'));
    expect(guest.some((id) => id.startsWith('toneTools.'))).toBe(true);
    for (const prefix of ['jobs.', 'generationWizard.', 'app.apiError.'])
      expect(guest.some((id) => id.startsWith(prefix))).toBe(false);
    expect(member.some((id) => id.startsWith('jobs.'))).toBe(true);
    expect(member.some((id) => id.startsWith('generationWizard.'))).toBe(true);
    const sound = Object.keys(pageMessagesFor(new Request('http://nada.test/v3/sound'), 'v3-sound'));
    expect(sound.some((id) => id.startsWith('soundLibrary.'))).toBe(true);
    expect(sound.some((id) => id.startsWith('app.apiError.'))).toBe(true);
    expect(sound.some((id) => id.startsWith('playlist.'))).toBe(false);
    // A page that names no guest's catalogs sends a guest all of its own.
    const support = new Request('http://nada.test/support');
    expect(guestTextsOnly(support, 'support')).toBe(false);
    expect(
      Object.keys(pageMessagesFor(support, 'support')).some((id) => id.startsWith('app.apiError.')),
    ).toBe(true);
  });

  it('refuses a page that has no catalog of its own', () => {
    expect(() => pageMessagesFor(new Request('http://nada.test/maintenance'), 'maintenance')).toThrow(
      'The page maintenance has no catalog of its own',
    );
  });
});
