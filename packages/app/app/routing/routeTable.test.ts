import {describe, expect, it} from 'vitest';
import {responseHydration, routeHydration, routeStaticScript} from './routeTable';

const guest = {maintenance: null, sessionHint: false};

describe('responseHydration', () => {
  it('follows the route table for a guest: static, on the first interaction, or at load', () => {
    expect(responseHydration('landing___id', guest)).toBe('static');
    expect(responseHydration('v3-sound___en', guest)).toBe('on-interaction');
    expect(responseHydration('tone-sound___id', guest)).toBe('on-interaction');
    expect(responseHydration('login___en', guest)).toBe('load');
    expect(routeHydration('root')).toBe('load');
  });

  it('hydrates at load for a browser with a session, while maintenance is on, and without a route', () => {
    expect(responseHydration('v3-sound___en', {maintenance: null, sessionHint: true})).toBe('load');
    expect(responseHydration('landing___id', {maintenance: {admin: true}, sessionHint: false})).toBe('load');
    expect(responseHydration(undefined, guest)).toBe('load');
  });
});

describe('routeStaticScript', () => {
  it("gives each page sent without React the script of what it needs, and the shell's by default", () => {
    expect(routeStaticScript('landing___id')).toBe('shell');
    expect(routeStaticScript('about___en')).toBe('shell');
    expect(routeStaticScript('support___en')).toBe('faq-search');
    expect(routeStaticScript('v3-profile-id___id')).toBe('playback');
    expect(routeStaticScript('v3-playlist___en')).toBe('playback');
    expect(routeStaticScript('root')).toBe('shell');
    expect(routeStaticScript(undefined)).toBe('shell');
  });
});
