import {randomBytes} from 'node:crypto';
import {TAG_MANAGER_ORIGIN} from '@nada/consent';
import type {AppEnv} from '../env.server';

/**
 * The nonce prerendered pages are rendered with: they are built without a request, so the server
 * replaces it with a fresh nonce in every response ({@link withNonce}) and never sends it as is.
 */
export const NONCE_PLACEHOLDER = 'NADA_PRERENDER_NONCE_PLACEHOLDER';

/** A fresh nonce for one response: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** What the policy depends on besides the nonce. */
export type PolicyConfig = Pick<AppEnv, 'analyticsId' | 'firebase'>;

// Origins a real Firebase project's browser SDK talks to: the Google sign-in helper script, the
// sign-in and token endpoints, and the project's auth domain (the iframe behind popups and redirects).
const GOOGLE_SCRIPTS = 'https://apis.google.com';
const FIREBASE_ENDPOINTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];
// A Google account's profile photo (the user menu's avatar after Google sign-in).
const GOOGLE_PHOTOS = 'https://lh3.googleusercontent.com';
// The tag manager's container loads Google Analytics, which reports to these.
const ANALYTICS_ENDPOINTS = ['https://www.google-analytics.com', 'https://*.google-analytics.com'];

/**
 * The Content-Security-Policy of every page. Scripts run only with this response's nonce, and what
 * they load themselves ('strict-dynamic': route chunks, the Firebase SDK's helpers, the tag
 * manager); the origins listed beside it are for browsers without 'strict-dynamic'. Google's
 * origins appear only for a real Firebase project, the emulator's only when it is configured, the
 * tag manager's only with an analytics id. Styles allow inline `style` attributes, which React
 * renders (the landing page's waveform bars, positioned popovers); no script can use them.
 */
export function contentSecurityPolicy(nonce: string, {analyticsId, firebase}: PolicyConfig): string {
  const emulator = firebase.emulatorHost ? [`http://${firebase.emulatorHost}`] : [];
  const realProject = firebase.emulatorHost === null;
  const authDomain = realProject ? [`https://${firebase.authDomain}`] : [];
  const analytics = analyticsId ? [TAG_MANAGER_ORIGIN] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(realProject ? [GOOGLE_SCRIPTS] : []),
      ...analytics,
      // The playground's time stretching is WebAssembly in an AudioWorklet (Signalsmith Stretch):
      // this lets a page compile WebAssembly, and nothing else (no eval of JavaScript). The app
      // navigates without reloading, so every page's policy needs it.
      "'wasm-unsafe-eval'",
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'blob:',
      'data:',
      ...(realProject ? [GOOGLE_PHOTOS] : []),
      ...analytics,
      ...(analyticsId ? ANALYTICS_ENDPOINTS : []),
    ],
    'font-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': [
      "'self'",
      ...emulator,
      ...(realProject ? FIREBASE_ENDPOINTS : []),
      ...analytics,
      ...(analyticsId ? ANALYTICS_ENDPOINTS : []),
    ],
    'frame-src': ["'self'", ...emulator, ...authDomain, ...analytics],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // These pages are never framed; only the embed pages are, with their own policy (@nada/player/embed/page).
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The security headers of every page (server-rendered and prerendered, HTML and data): the policy
 * above, no MIME sniffing, no framing for older browsers, origins-only referrers to other sites,
 * powerful features off, a browsing context group of our own that still keeps the Google sign-in
 * popup's opener, and HSTS when the site is served over https.
 */
export function securityHeaders(
  nonce: string,
  config: PolicyConfig,
  {https}: {https: boolean},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, config),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), geolocation=(), microphone=(self), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(https ? {'Strict-Transport-Security': 'max-age=31536000; includeSubDomains'} : {}),
  };
}

/**
 * A prerendered page's HTML with this response's nonce in place of the placeholder. It throws
 * rather than answer with a page whose scripts the policy would block.
 */
export function withNonce(html: string, nonce: string): string {
  if (nonce === NONCE_PLACEHOLDER || !/^[A-Za-z0-9+/=]+$/.test(nonce)) {
    throw new Error('A page needs a fresh base64 nonce');
  }
  const result = html.replaceAll(`nonce="${NONCE_PLACEHOLDER}"`, `nonce="${nonce}"`);
  if (result.includes(NONCE_PLACEHOLDER)) {
    throw new Error('The prerendered page carries the nonce placeholder outside a nonce attribute');
  }
  return result;
}
