import {ConfigError} from '../configError';

/** The public settings the browser's Firebase client is set up from (nothing here is secret). */
export interface FirebaseSettings {
  /** Web API key of the Firebase project. */
  apiKey: string;
  /** Domain that serves Firebase's sign-in handler (popups and redirects). */
  authDomain: string;
  /** Firebase project id; `demo-` projects exist only in the emulator. */
  projectId: string;
  /** Web app id, when the project has registered one. */
  appId: string | null;
  /** `host:port` of the Auth emulator the browser talks to; null for a real project. */
  emulatorHost: string | null;
}

/** The Auth emulator's standard address, used by default for `demo-` projects. */
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

/** The project the embedded default and every test use, against the emulator. */
export const DEFAULT_PROJECT_ID = 'demo-nada';

const projectIdPattern = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const hostPort = /^[^\s:/]+:\d{1,5}$/;

/**
 * Reads the Firebase public settings from the environment (`FIREBASE_PROJECT_ID`, `FIREBASE_API_KEY`,
 * `FIREBASE_AUTH_DOMAIN`, `FIREBASE_APP_ID`, `FIREBASE_AUTH_EMULATOR_HOST`, the same names the API
 * reads). Without any, the demo project on the local emulator; a real project needs its API key and
 * uses the emulator only when `FIREBASE_AUTH_EMULATOR_HOST` says so. A bad or missing value throws a
 * `ConfigError` naming it.
 */
export function readFirebaseSettings(source: NodeJS.ProcessEnv): FirebaseSettings {
  const value = (name: string) => source[name]?.trim() || undefined;
  const projectId = value('FIREBASE_PROJECT_ID') ?? DEFAULT_PROJECT_ID;
  if (!projectIdPattern.test(projectId)) {
    throw new ConfigError('FIREBASE_PROJECT_ID', `must be a Firebase project id, not "${projectId}"`);
  }
  const demo = projectId.startsWith('demo-');
  const emulatorHost =
    value('FIREBASE_AUTH_EMULATOR_HOST') ?? (demo ? DEFAULT_AUTH_EMULATOR_HOST : undefined);
  if (emulatorHost && !hostPort.test(emulatorHost)) {
    throw new ConfigError(
      'FIREBASE_AUTH_EMULATOR_HOST',
      `must be host:port, e.g. 127.0.0.1:9099, not "${emulatorHost}"`,
    );
  }
  const apiKey = value('FIREBASE_API_KEY') ?? (emulatorHost ? 'demo-api-key' : undefined);
  if (!apiKey) {
    throw new ConfigError(
      'FIREBASE_API_KEY',
      `must be set for the Firebase project "${projectId}": the browser signs in with this web API key ` +
        '(Firebase console, Project settings, General)',
    );
  }
  return {
    apiKey,
    authDomain: value('FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: value('FIREBASE_APP_ID') ?? null,
    emulatorHost: emulatorHost ?? null,
  };
}
