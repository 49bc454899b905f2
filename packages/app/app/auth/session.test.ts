import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {FirebaseSettings} from './firebaseSettings';

/** How many times the Firebase SDK's module was loaded, and Auth set up from it. */
const sdk = vi.hoisted(() => ({loads: 0, auths: 0}));

vi.mock('./firebaseClient', () => {
  sdk.loads += 1;
  return {
    createFirebaseAuth: () => {
      sdk.auths += 1;
      return {currentUser: null, authStateReady: () => Promise.resolve()};
    },
    onIdTokenChanged: () => () => undefined,
  };
});
// The server-session cookie sync a connected session starts: nothing to sync with here.
vi.mock('./serverSession', () => ({syncServerSession: () => Promise.resolve()}));

const settings: FirebaseSettings = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-nada.firebaseapp.com',
  projectId: 'demo-nada',
  appId: null,
  emulatorHost: '127.0.0.1:9099',
};

/** The session module afresh (its Firebase state is per module), in a browser with `cookie`. */
async function sessionIn(cookie: string) {
  vi.stubGlobal('document', {cookie});
  vi.stubGlobal('window', {location: {protocol: 'http:'}});
  vi.resetModules();
  const session = await import('./session');
  session.configureFirebase(settings);
  return session;
}

describe('sessionReady', () => {
  beforeEach(() => {
    sdk.loads = 0;
    sdk.auths = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lets a guest's read go at once, without loading Firebase", async () => {
    const session = await sessionIn('nada-consent=denied');
    await session.sessionReady();
    expect(sdk.auths).toBe(0);
    expect(sdk.loads).toBe(0);
    expect(await session.signedInUser()).toBeNull();
  });

  it('connects the session first in a browser that has one (the hint cookie)', async () => {
    const session = await sessionIn('nada-consent=denied; nada-session=1');
    await session.sessionReady();
    expect(sdk.auths).toBe(1);
  });

  it("gives the API client the session's user, connected first, in a browser that has one", async () => {
    const session = await sessionIn('nada-consent=denied; nada-session=1');
    // No sessionReady or page check before it: the call itself connects the session.
    expect(await session.signedInUser()).toBeNull();
    expect(sdk.auths).toBe(1);
  });

  it('waits for a session already connecting (a sign-in on this page), and loads Firebase once', async () => {
    const session = await sessionIn('');
    const connected = session.connectSession();
    await session.sessionReady();
    await connected;
    expect(sdk.auths).toBe(1);
  });
});
