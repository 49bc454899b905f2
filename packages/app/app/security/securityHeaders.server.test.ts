import {describe, expect, it} from 'vitest';
import {readFirebaseSettings} from '../auth/firebaseSettings';
import {
  NONCE_PLACEHOLDER,
  contentSecurityPolicy,
  createNonce,
  securityHeaders,
  withNonce,
} from './securityHeaders.server';

const emulator = {analyticsId: undefined, firebase: readFirebaseSettings({})};
const production = {
  analyticsId: 'GTM-ABC1234',
  firebase: readFirebaseSettings({
    FIREBASE_PROJECT_ID: 'nada-prod',
    FIREBASE_API_KEY: 'AIza-key',
    FIREBASE_AUTH_DOMAIN: 'masuk.nada.example',
  }),
};

/** The policy as directive name -> sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('runs only scripts with the nonce and what they load, and frames nothing of ours', () => {
    const policy = directives(contentSecurityPolicy('abc123==', emulator));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual([
      "'self'",
      "'nonce-abc123=='",
      "'strict-dynamic'",
      "'wasm-unsafe-eval'",
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'blob:', 'data:']);
    // WebAssembly may compile (the playground's time stretching); JavaScript may not be evaluated or inlined.
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('lets the browser reach the Auth emulator in the embedded default, and no Google origin', () => {
    const policy = contentSecurityPolicy('n', emulator);
    expect(directives(policy)['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(directives(policy)['frame-src']).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(policy).not.toContain('google');
  });

  it("adds Google's sign-in origins for a real project and the tag manager for an analytics id", () => {
    const policy = directives(contentSecurityPolicy('n', production));
    expect(policy['script-src']).toEqual([
      "'self'",
      "'nonce-n'",
      "'strict-dynamic'",
      'https://apis.google.com',
      'https://www.googletagmanager.com',
      "'wasm-unsafe-eval'",
    ]);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://www.google-analytics.com',
      ]),
    );
    expect(policy['connect-src']?.join(' ')).not.toContain('127.0.0.1');
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://masuk.nada.example',
      'https://www.googletagmanager.com',
    ]);
  });
});

describe('securityHeaders', () => {
  it('sends HSTS only over https, and the other headers always', () => {
    const plain = securityHeaders('n', emulator, {https: false});
    expect(plain).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'X-Frame-Options': 'DENY',
    });
    expect(plain['Permissions-Policy']).toContain('camera=()');
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders('n', emulator, {https: true})['Strict-Transport-Security']).toMatch(
      /^max-age=\d+/,
    );
  });
});

describe('nonces', () => {
  it('makes a different base64 nonce of 128 bits each time', () => {
    const [a, b] = [createNonce(), createNonce()];
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
  });

  it("puts the response's nonce in every nonce attribute of a prerendered page", () => {
    const html = `<script nonce="${NONCE_PLACEHOLDER}">a</script><link rel="modulepreload" nonce="${NONCE_PLACEHOLDER}"/><p>nonce</p>`;
    expect(withNonce(html, 'Zm9v+/==')).toBe(
      '<script nonce="Zm9v+/==">a</script><link rel="modulepreload" nonce="Zm9v+/=="/><p>nonce</p>',
    );
  });

  it('never answers with the placeholder', () => {
    expect(() => withNonce('<p></p>', NONCE_PLACEHOLDER)).toThrow(/fresh/);
    expect(() => withNonce('<p></p>', '"><script>')).toThrow(/fresh/);
    expect(() => withNonce(`<p>${NONCE_PLACEHOLDER}</p>`, 'abc')).toThrow(/placeholder/);
  });
});
