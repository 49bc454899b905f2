import {describe, expect, it} from 'vitest';
import {readEnv, type AppEnv} from './env.server';
import {prerenderedPageAllowed} from './serving.server';

const origin = 'https://nada.example';
const live: AppEnv = {...readEnv({}), publicUrl: origin};
const built = {publicUrl: origin, analyticsId: undefined, firebase: live.firebase};
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

function visit(path: string, headers: Record<string, string> = {}) {
  return new Request(`${origin}${path}`, {headers: {'user-agent': browser, ...headers}});
}

describe('prerenderedPageAllowed', () => {
  it('serves the prerendered page to a visitor who stays in its language', () => {
    expect(prerenderedPageAllowed(visit('/landing'), live, built)).toBe(true);
    expect(prerenderedPageAllowed(visit('/en/landing', {cookie: 'i18n_redirected=en'}), live, built)).toBe(
      true,
    );
    expect(
      prerenderedPageAllowed(visit('/landing.data', {'accept-language': 'id-ID,id;q=0.9'}), live, built),
    ).toBe(true);
  });

  it('renders on the server when the cookie or the browser languages lead to the other locale', () => {
    expect(prerenderedPageAllowed(visit('/landing', {cookie: 'i18n_redirected=en'}), live, built)).toBe(
      false,
    );
    expect(prerenderedPageAllowed(visit('/about', {'accept-language': 'en-GB,en;q=0.8'}), live, built)).toBe(
      false,
    );
  });

  it('never serves it in maintenance mode', () => {
    expect(prerenderedPageAllowed(visit('/landing'), {...live, maintenance: true}, built)).toBe(false);
  });

  it('never serves pages rendered for another public URL, or for none', () => {
    expect(
      prerenderedPageAllowed(visit('/landing'), live, {...built, publicUrl: 'http://localhost:3000'}),
    ).toBe(false);
    expect(
      prerenderedPageAllowed(
        visit('/landing'),
        {...live, publicUrl: undefined},
        {...built, publicUrl: undefined},
      ),
    ).toBe(false);
  });

  it('never serves pages rendered with other Firebase settings', () => {
    const otherProject = {...live.firebase, projectId: 'demo-other'};
    expect(prerenderedPageAllowed(visit('/landing'), live, {...built, firebase: otherProject})).toBe(false);
  });

  it('never serves pages rendered with another analytics id, or without the one configured now', () => {
    expect(prerenderedPageAllowed(visit('/landing'), {...live, analyticsId: 'GTM-ABC123'}, built)).toBe(
      false,
    );
    expect(prerenderedPageAllowed(visit('/landing'), live, {...built, analyticsId: 'GTM-ABC123'})).toBe(
      false,
    );
    const withId = {...live, analyticsId: 'GTM-ABC123'};
    expect(prerenderedPageAllowed(visit('/landing'), withId, {...built, analyticsId: 'GTM-ABC123'})).toBe(
      true,
    );
  });
});
