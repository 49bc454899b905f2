import {isAnalyticsId} from '@nada/consent';
import {readFirebaseSettings, type FirebaseSettings} from './auth/firebaseSettings';
import {ConfigError} from './configError';

/** The app server's configuration, read from the environment in one place. */
export interface AppEnv {
  /** Public origin used in canonical and alternate links; the request's origin when unset. */
  publicUrl: string | undefined;
  /** When true every page shows the maintenance page, except to admins (by their session cookie). */
  maintenance: boolean;
  /** Google Tag Manager container id (`GTM-XXXXXXX`); analytics is off, and never asked for, when unset. */
  analyticsId: string | undefined;
  /** Public settings of the Firebase project the browser signs in with (the demo project on the emulator by default). */
  firebase: FirebaseSettings;
}

/** Reads and checks the environment; a bad value throws a `ConfigError` naming it, which stops the server. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): AppEnv {
  const publicUrl = source.NADA_PUBLIC_URL?.replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/]+$/.test(publicUrl)) {
    throw new ConfigError(
      'NADA_PUBLIC_URL',
      `must be an origin like https://nada.example, not "${source.NADA_PUBLIC_URL}"`,
    );
  }
  const flag = source.NADA_MAINTENANCE ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(flag)) {
    throw new ConfigError('NADA_MAINTENANCE', `must be true or false, not "${flag}"`);
  }
  const analyticsId = source.NADA_ANALYTICS_ID?.trim() || undefined;
  if (analyticsId && !isAnalyticsId(analyticsId)) {
    throw new ConfigError(
      'NADA_ANALYTICS_ID',
      `must be a Google Tag Manager container id like GTM-XXXXXXX, not "${source.NADA_ANALYTICS_ID}"`,
    );
  }
  return {
    publicUrl,
    maintenance: flag === '1' || flag === 'true',
    analyticsId,
    firebase: readFirebaseSettings(source),
  };
}

/** The configuration of this server process. */
export const env = readEnv();
