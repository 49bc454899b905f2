/**
 * The feature packages whose catalogs (their `lang/*.json`) travel with the pages that show them
 * rather than with every page; `@nada/ui`'s, the player's and the waveform's are the shell's, since
 * the mini-player is on every page, and so is the consent's (the banner and the footer's settings);
 * `@nada/site`'s is the shell's but for its {@link SITE_CATALOGS}.
 */
export const PACKAGE_CATALOGS = [
  '@nada/auth-forms',
  '@nada/profile',
  '@nada/generation-wizard',
  '@nada/generate-ai',
  '@nada/home-dashboard',
  '@nada/jobs',
  '@nada/playlist',
  '@nada/playground',
  '@nada/pricing-table',
  '@nada/sound-library',
  '@nada/support',
  '@nada/tone-tools',
] as const;

/**
 * The app's own page catalogs, each named once with the message-id prefix it gathers (the app's
 * texts outside them are the shell's).
 */
export const APP_CATALOGS = {
  'app/privacy': 'app.privacy.',
  'app/terms': 'app.terms.',
  'app/apiErrors': 'app.apiError.',
} as const satisfies Record<string, string>;

/**
 * The parts of `@nada/site`'s catalog that travel with their pages, each with the message-id prefix
 * it gathers; the rest of it (the header, the footer, the error view, the legal document's labels)
 * is the shell's.
 */
export const SITE_CATALOGS = {
  '@nada/site/landing': 'site.landing.',
  '@nada/site/about': 'site.about.',
} as const satisfies Record<string, string>;

/** A catalog a page can bring besides the shell's: a feature package's, a part of the site's, or one of the app's. */
export type CatalogName =
  (typeof PACKAGE_CATALOGS)[number] | keyof typeof SITE_CATALOGS | keyof typeof APP_CATALOGS;
