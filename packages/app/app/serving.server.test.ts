import {describe, expect, it} from 'vitest';
import {readEnv, type AppEnv} from './env.server';
import {prerenderedPageAllowed, prerenderedPaths} from './serving.server';

const origin = 'https://nada.example';
const live: AppEnv = {...readEnv({}), publicUrl: origin};
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

function visit(path: string, headers: Record<string, string> = {}) {
  return new Request(`${origin}${path}`, {headers: {'user-agent': browser, ...headers}});
}

describe('prerenderedPaths', () => {
  it('lists the pages marked prerender in both languages', () => {
    expect(prerenderedPaths).toEqual(expect.arrayContaining(['/about', '/en/about']));
    expect(prerenderedPaths).not.toContain('/v3/home');
  });
});

describe('prerenderedPageAllowed', () => {
  it('serves the page rendered once to a visitor who stays in its language', () => {
    expect(prerenderedPageAllowed(visit('/about'), live)).toBe(true);
    expect(prerenderedPageAllowed(visit('/en/about', {cookie: 'i18n_redirected=en'}), live)).toBe(true);
    expect(prerenderedPageAllowed(visit('/about.data', {'accept-language': 'id-ID,id;q=0.9'}), live)).toBe(
      true,
    );
  });

  it('renders on the server when the cookie or the browser languages lead to the other locale', () => {
    expect(prerenderedPageAllowed(visit('/about', {cookie: 'i18n_redirected=en'}), live)).toBe(false);
    expect(prerenderedPageAllowed(visit('/about', {'accept-language': 'en-GB,en;q=0.8'}), live)).toBe(false);
  });

  it('renders a page sent without React for a browser with a session, which gets React’s scripts', () => {
    expect(prerenderedPageAllowed(visit('/about', {cookie: 'nada-session=1'}), live)).toBe(false);
    expect(
      prerenderedPageAllowed(visit('/en/about', {cookie: 'i18n_redirected=en; nada-session=1'}), live),
    ).toBe(false);
    // Its loader data is the same for everyone.
    expect(prerenderedPageAllowed(visit('/about.data', {cookie: 'nada-session=1'}), live)).toBe(true);
  });

  it('never serves it in maintenance mode', () => {
    expect(prerenderedPageAllowed(visit('/about'), {...live, maintenance: true})).toBe(false);
  });

  it('never serves it without a public URL: its links would carry the first request’s origin', () => {
    expect(prerenderedPageAllowed(visit('/about'), {...live, publicUrl: undefined})).toBe(false);
  });

  it('serves it whatever the analytics id or Firebase project: the server renders it with its own', () => {
    const configured = {
      ...live,
      analyticsId: 'GTM-ABC123',
      firebase: {...live.firebase, projectId: 'demo-other'},
    };
    expect(prerenderedPageAllowed(visit('/about'), configured)).toBe(true);
  });
});
