import {randomUUID} from 'node:crypto';
import {deleteApp, initializeApp} from 'firebase-admin/app';
import {getAuth} from 'firebase-admin/auth';
import type {Auth} from 'firebase-admin/auth';
import type {Config} from '../config.ts';

/** A Firebase Admin `Auth` bound to the configured project, and how to release it. */
export interface FirebaseAuth {
  auth: Auth;
  close(): Promise<void>;
}

/**
 * Creates a Firebase Admin app for the configured project. Credentials for a real project come the
 * standard way (GOOGLE_APPLICATION_CREDENTIALS or the platform's metadata server); the emulator needs none.
 */
export function createFirebaseAuth(
  config: Pick<Config, 'firebaseProjectId' | 'firebaseAuthEmulatorHost'>,
): FirebaseAuth {
  // A uniquely named app per API instance, so tests and the CLI can hold several side by side.
  const app = initializeApp({projectId: config.firebaseProjectId}, `nada-api-${randomUUID()}`);
  const auth = withEmulatorHost(config.firebaseAuthEmulatorHost, () => getAuth(app));
  return {auth, close: () => deleteApp(app)};
}

// firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the environment once, when the Auth
// instance is created. Setting it only around that call makes our validated config the authority,
// and an inherited variable cannot switch a real project to the (unsigned-token) emulator.
function withEmulatorHost<T>(host: string | undefined, create: () => T): T {
  const previous = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (host) process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  try {
    return create();
  } finally {
    if (previous === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previous;
  }
}
