import {describe, expect, it} from 'vitest';
import {maintenanceRedirect} from './maintenance';

const visit = (pathname: string, {maintenance = true, isAdmin = false} = {}) =>
  maintenanceRedirect({maintenance, pathname, isAdmin});

describe('maintenanceRedirect', () => {
  it('sends every page to the maintenance page of its language while maintenance is on', () => {
    expect(visit('/landing')).toBe('/maintenance');
    expect(visit('/')).toBe('/maintenance');
    expect(visit('/v3/profile/someone')).toBe('/maintenance');
    expect(visit('/en/about')).toBe('/en/maintenance');
    expect(visit('/en')).toBe('/en/maintenance');
  });

  it('lets admins through to every page', () => {
    expect(visit('/landing', {isAdmin: true})).toBeUndefined();
    expect(visit('/en/admin/sound', {isAdmin: true})).toBeUndefined();
  });

  it('keeps the maintenance page and sign-in open, so that an admin can sign in', () => {
    for (const path of ['/maintenance', '/en/maintenance', '/login', '/en/login', '/callback', '/login/']) {
      expect(visit(path), path).toBeUndefined();
    }
    expect(visit('/register')).toBe('/maintenance');
  });

  it('sends nobody anywhere when maintenance is off', () => {
    expect(visit('/landing', {maintenance: false})).toBeUndefined();
    expect(visit('/en/v3/home', {maintenance: false})).toBeUndefined();
  });
});
