// The environment the end-to-end tests start the app with (tests/app/playwright.config.ts). None of
// it changes the app's build: the one the JavaScript budget check (scripts/js-budget.mjs --build)
// makes is the one turbo's cache hands the e2e step's start command, whatever its port.

/** The port the end-to-end server listens on: NADA_E2E_PORT, else 3210. */
export const e2ePort = () => Number(process.env.NADA_E2E_PORT ?? 3210);

/** Where the end-to-end server's output goes, relative to the repository: scripts/test.mjs prints its end on a failure. */
export const e2eServerLog = () => 'test-results/app-server.log';

/**
 * The port of the video-link fixture site (import.spec.ts): NADA_E2E_FIXTURE_PORT, else the server's
 * port + 1000, so checkouts that run their e2e servers side by side never share it.
 */
export const e2eFixturePort = () => Number(process.env.NADA_E2E_FIXTURE_PORT ?? e2ePort() + 1000);

/**
 * The port of the local SMTP server support.spec.ts starts: NADA_E2E_SMTP_PORT, else the server's
 * port + 1001 (beside the fixture site's), so checkouts running side by side never share it.
 */
export const e2eSmtpPort = () => Number(process.env.NADA_E2E_SMTP_PORT ?? e2ePort() + 1001);

/**
 * The server's environment for the end-to-end tests. With an analytics id, so that consent.spec.ts
 * can drive the banner; without consent nothing is loaded, so the other tests see only the banner.
 */
export function e2eServerEnv(port = e2ePort()) {
  return {
    // A test run: the one mode that admits the test-only variables below (the API refuses them in any
    // other). React and the routes still run their production builds (packages/app/server.mjs).
    NODE_ENV: 'test',
    PORT: String(port),
    NADA_PUBLIC_URL: `http://127.0.0.1:${port}`,
    NADA_ANALYTICS_ID: 'GTM-TEST123',
    // The one loopback address the import probe admits (tests only; refused outside them): the
    // fixture site import.spec.ts serves a video page from.
    IMPORT_TEST_ALLOW_HOST: `127.0.0.1:${e2eFixturePort()}`,
    // No PAYMENTS: the start command's own default, the offline sandbox checkout, is what
    // checkout.spec.ts buys through (issue 42); its page pays and sends a signed webhook.
    // Support's notification emails go to the SMTP server support.spec.ts runs (none listens
    // otherwise: the outbox keeps them and retries, which no other test looks at).
    SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort()}`,
    SMTP_FROM: 'bantuan@nada.test',
    // The starter sound library is not rendered: it takes two cores one to three minutes, which the
    // specs would share, and sound.spec.ts brings its own sound through the admin's upload. Its
    // seeding on a fresh install is tested in the API (sounds/seed.test.ts).
    SOUND_LIBRARY_SEED: 'off',
    // The bot check under every sign-in and sign-up form is solved as in production, at 10 bits
    // (about a thousand hashes) instead of 16 (about 65,000): the suite signs in some fifty times on
    // two cores (issue 43). The default difficulty and its cost are the auth forms' and the API's tests.
    BOT_CHECK_DIFFICULTY: '10',
  };
}
