import type {PageAccess} from '@nada/auth-forms/access';
import type {CatalogName} from './catalogs';

export type {PageAccess};

/** The layout a page renders in. */
export type LayoutName = 'default' | 'blank';

/** The route middleware that exist (app/routing/middleware.ts implements each). */
export const MIDDLEWARE_NAMES = ['auth'] as const;

/** Route middleware a page may name; an unknown name fails with 'Unknown route middleware'. */
export type MiddlewareName = (typeof MIDDLEWARE_NAMES)[number];

/** One page of Nada, listed once; it exists as the plain Indonesian path and as `/en` + path. */
export interface PageRoute {
  /** Stable route name; route ids are `<name>___<locale>`. */
  name: string;
  /** Path without locale prefix and without leading slash ('' is the index). */
  path: string;
  /** The page module, relative to app/. */
  file: string;
  layout: LayoutName;
  /** Route middleware run before the page is entered, in order (see app/routing/middleware.ts). */
  middleware?: readonly MiddlewareName[];
  /**
   * Who may see the page, as the `auth` middleware checks it (@nada/auth-forms' `decideAccess`):
   * `signed-in`, `guest` (sign-in, registration), `admin`, `entry` (the index) or `shared` (a guest
   * may open one item's link, `?id=`). @default 'signed-in'
   */
  access?: PageAccess;
  /**
   * Rendered once per build by the app server, with its configuration, and answered from memory after
   * that (server.mjs); such a page is public too (see {@link isPublicPage}).
   */
  prerender?: boolean;
  /**
   * A public marketing or legal page rendered per request (its data comes from the API): like the
   * prerendered ones, it is in the sitemap, never loads the player and is held to the JS budget.
   */
  public?: boolean;
  /**
   * The catalogs the page needs besides the shell's (app/routing/catalogs.ts names them): a feature
   * package's, or one of the app's own with the page's long texts. They reach the browser only with
   * this page's loader data, not with every page's.
   */
  catalogs?: readonly CatalogName[];
  /**
   * The catalogs of a guest's page, when a guest sees fewer parts than a signed-in member (the tone
   * tools' file tools, the sound library's "add to playlist"): a browser without a session gets
   * only these in the page's data, every byte of which is in the HTML of a page hydrated on the
   * first interaction; one with a session gets all of {@link catalogs}. A page that names them
   * fetches its data again when its visitor signs in meanwhile (in another tab), before showing a
   * member's parts.
   */
  guestCatalogs?: readonly CatalogName[];
  /**
   * How a guest's browser gets React for this page (see {@link PageHydration}). `false` for a static
   * marketing or legal page: a guest gets its server HTML without React's scripts, and the small
   * framework-free script of app/routing/staticPageScript.ts does what the page does in the browser
   * (colour mode, menu, consent, language). `'on-interaction'` for an interactive public page: a
   * guest gets the server's complete HTML and another small script only
   * (app/routing/hydrateOnInteractionScript.ts); React's scripts load and the
   * page hydrates on the first interaction with one of its controls (pointerdown, keydown or focus),
   * and the click that started it is replayed once React is there (@nada/site/hydrate-on-interaction).
   * Its loaders must put everything a guest sees into the server render: no spinner waiting for
   * the browser. A visitor whose browser has a session (its hint cookie), or while maintenance is
   * on, gets the page hydrated at once, as any other.
   * @default true
   */
  hydrate?: false | 'on-interaction';
  /**
   * What a page sent without React (`hydrate: false`) needs of the browser besides the shell's parts
   * (colour mode, menu, consent, language), each its own script so that no page loads another's:
   * `'faq-search'` (the support FAQ's search) or `'playback'` (the play buttons of a public profile
   * or a shared playlist). See {@link STATIC_PAGE_SCRIPTS}. @default 'shell'
   */
  staticScript?: StaticPageScript;
}

/**
 * The scripts of the pages sent without React, each by what it does, with its file's name in the
 * client build's `assets/` (before its hash): the shell's parts alone (app/routing/staticPageScript.ts),
 * with the support FAQ's search (staticFaqSearchPageScript.ts), or with the play buttons of a public
 * profile or a shared playlist (staticPlaybackPageScript.ts).
 */
export const STATIC_PAGE_SCRIPTS = {
  shell: 'static-page',
  'faq-search': 'static-page-faq-search',
  playback: 'static-page-playback',
} as const;

/** Which of the static pages' scripts a page sent without React loads (see {@link STATIC_PAGE_SCRIPTS}). */
export type StaticPageScript = keyof typeof STATIC_PAGE_SCRIPTS;

/**
 * How a page becomes React's in the browser: `load` (React's scripts in the page, hydrated at
 * once), `static` (no React at all: `hydrate: false`) or `on-interaction` (React's scripts held back
 * until the visitor first uses the page: `hydrate: 'on-interaction'`).
 */
export type PageHydration = 'load' | 'static' | 'on-interaction';

/**
 * The minus-one and history pages' catalogs: the API's error texts, the jobs', the generation
 * wizard's (the minus one's own texts) and the "add to playlist" dialog's.
 */
const minusOneCatalogs = [
  'app/apiErrors',
  '@nada/jobs',
  '@nada/generation-wizard',
  '@nada/playlist',
] as const;

/** Every page of the seed, each once. */
export const pages = [
  {
    name: 'index',
    path: '',
    file: 'pages/index.tsx',
    layout: 'default',
    middleware: ['auth'],
    access: 'entry',
  },
  {
    name: 'login',
    path: 'login',
    file: 'pages/login.tsx',
    layout: 'blank',
    middleware: ['auth'],
    access: 'guest',
    catalogs: ['@nada/auth-forms'],
  },
  {
    name: 'register',
    path: 'register',
    file: 'pages/register.tsx',
    layout: 'blank',
    middleware: ['auth'],
    access: 'guest',
    catalogs: ['@nada/auth-forms'],
  },
  {
    name: 'callback',
    path: 'callback',
    file: 'pages/callback.tsx',
    layout: 'blank',
    catalogs: ['@nada/auth-forms'],
  },
  {name: 'maintenance', path: 'maintenance', file: 'pages/maintenance.tsx', layout: 'blank'},
  {
    name: 'landing',
    path: 'landing',
    file: 'pages/landing.tsx',
    layout: 'default',
    // Rendered per request, not at build time: its plans come from the API (GET /api/plans).
    public: true,
    hydrate: false,
    // The plan cards of its pricing teaser are @nada/pricing-table's.
    catalogs: ['@nada/site/landing', '@nada/pricing-table'],
  },
  {
    name: 'history',
    path: 'history',
    file: 'pages/history.tsx',
    layout: 'default',
    middleware: ['auth'],
    catalogs: minusOneCatalogs,
  },
  {
    name: 'detail_pricing',
    path: 'detail_pricing',
    file: 'pages/pricing-detail.tsx',
    layout: 'default',
    // Rendered per request, like v3-pricing: the plans come from the API (GET /api/plans).
    public: true,
    // Its period switch is native radios that CSS reads (@nada/pricing-table), its FAQ <details>.
    hydrate: false,
    catalogs: ['@nada/pricing-table'],
  },
  {
    name: 'support',
    path: 'support',
    file: 'pages/support.tsx',
    layout: 'default',
    // Rendered per request: the FAQ's plan figures come from the API (GET /api/plans).
    public: true,
    // A guest reads the FAQ (<details>, its search by @nada/support/static) and a sign-in link; the
    // ticket form is a signed-in user's, who gets the page with React.
    hydrate: false,
    staticScript: 'faq-search',
    catalogs: ['app/apiErrors', '@nada/support'],
  },
  {
    name: 'about',
    path: 'about',
    file: 'pages/about.tsx',
    layout: 'default',
    prerender: true,
    hydrate: false,
    catalogs: ['@nada/site/about'],
  },
  {
    name: 'privacy_policy',
    path: 'privacy_policy',
    file: 'pages/privacy-policy.tsx',
    layout: 'default',
    // Rendered per request: each plan's retention comes from the API (GET /api/plans).
    public: true,
    hydrate: false,
    catalogs: ['app/privacy'],
  },
  {
    name: 'term_and_condition',
    path: 'term_and_condition',
    file: 'pages/terms.tsx',
    layout: 'default',
    // Rendered per request: each plan's retention comes from the API (GET /api/plans).
    public: true,
    hydrate: false,
    catalogs: ['app/terms'],
  },
  {
    name: 'tone-sound',
    path: 'tone/sound',
    file: 'pages/tone-sound.tsx',
    layout: 'default',
    // A guest's page is the server's HTML; React (and audio) come with the first use of a tool.
    hydrate: 'on-interaction',
    catalogs: ['@nada/tone-tools', 'app/apiErrors', '@nada/jobs', '@nada/generation-wizard'],
    // A guest gets the live tools and a sign-in link: the file tools' jobs are a member's.
    guestCatalogs: ['@nada/tone-tools'],
  },
  {
    name: 'admin-sound',
    path: 'admin/sound',
    file: 'pages/admin-sound.tsx',
    layout: 'default',
    middleware: ['auth'],
    access: 'admin',
    catalogs: ['@nada/sound-library', 'app/apiErrors'],
  },
  {
    name: 'v3-home',
    path: 'v3/home',
    file: 'pages/home.tsx',
    layout: 'default',
    middleware: ['auth'],
    // Its texts and its parts' from the home-dashboard package, "untitled" from the jobs catalog.
    catalogs: ['@nada/jobs', '@nada/home-dashboard'],
  },
  {
    name: 'v3-sound',
    path: 'v3/sound',
    file: 'pages/sound.tsx',
    layout: 'default',
    // Open to guests (the API's list is public); adding to a playlist asks them to sign in first.
    // A guest's page is the server's HTML with the first sounds; React comes with the first use.
    hydrate: 'on-interaction',
    catalogs: ['@nada/sound-library', 'app/apiErrors', '@nada/playlist'],
    // A guest's "add to playlist" leads to sign-in: the playlist dialog is a member's.
    guestCatalogs: ['@nada/sound-library', 'app/apiErrors'],
  },
  {
    name: 'v3-playlist',
    path: 'v3/playlist',
    file: 'pages/playlist.tsx',
    layout: 'default',
    middleware: ['auth'],
    // A guest opens a shared playlist's link (`?id=`) without signing in; the list needs sign-in.
    access: 'shared',
    // The owner's "Download all": the export's progress and the API's error texts.
    catalogs: ['@nada/playlist', '@nada/jobs', 'app/apiErrors'],
    // A guest only ever reaches one shared playlist (`?id=`: the list needs sign-in), which the
    // loader reads on the server for them; its songs play in the embeddable player.
    hydrate: false,
    staticScript: 'playback',
  },
  {
    name: 'v3-pricing',
    path: 'v3/pricing',
    file: 'pages/pricing.tsx',
    layout: 'default',
    // Rendered per request: its plans come from the API (GET /api/plans).
    public: true,
    // A guest's plans are links and a period switch of native radios that CSS reads
    // (@nada/pricing-table); checkout is a signed-in user's, who gets the page with React.
    hydrate: false,
    // The API's error texts for a checkout or cancel that fails.
    catalogs: ['app/apiErrors', '@nada/pricing-table'],
  },
  {
    name: 'v3-playground',
    path: 'v3/playground',
    file: 'pages/playground.tsx',
    layout: 'default',
    middleware: ['auth'],
    // The stems' names are the minus one's texts.
    catalogs: ['@nada/jobs', '@nada/generation-wizard', 'app/apiErrors', '@nada/playground'],
  },
  {
    name: 'v3-profile',
    path: 'v3/profile',
    file: 'pages/profile.tsx',
    layout: 'default',
    middleware: ['auth'],
    // The profile composes the sign-in forms' password checklist and re-authentication dialog.
    catalogs: ['@nada/profile', '@nada/auth-forms'],
  },
  {
    name: 'v3-profile-id',
    path: 'v3/profile/:id',
    file: 'pages/public-profile.tsx',
    layout: 'default',
    // The card, and the member's public playlists (playable: the playlist texts for a failed start).
    catalogs: ['@nada/profile', '@nada/playlist'],
    // A guest reads it from a shared link: its tracks and playlists play in the embeddable player.
    hydrate: false,
    staticScript: 'playback',
  },
  {
    name: 'v3-generate_ai',
    path: 'v3/generate_ai',
    file: 'pages/generate-ai.tsx',
    layout: 'default',
    middleware: ['auth'],
    // The prompt form and the result are the generation parts'; the progress the wizard's.
    catalogs: ['@nada/generate-ai', ...minusOneCatalogs],
  },
  {
    name: 'v3-generate_ai-list',
    path: 'v3/generate_ai/list',
    file: 'pages/generate-ai-list.tsx',
    layout: 'default',
    middleware: ['auth'],
    catalogs: ['@nada/generate-ai', 'app/apiErrors', '@nada/playlist'],
  },
  {
    name: 'v3-generate_fr_yt',
    path: 'v3/generate_fr_yt',
    file: 'pages/generate-from-link.tsx',
    layout: 'default',
    middleware: ['auth'],
    // The link step and its card are the generation wizard's; the probe's failures the API's texts.
    catalogs: ['app/apiErrors', '@nada/generation-wizard'],
  },
  {
    name: 'v3-generate_fr_yt-option',
    path: 'v3/generate_fr_yt/option',
    file: 'pages/generate-from-link-option.tsx',
    layout: 'default',
    middleware: ['auth'],
    // The card, the options and their step are the generation wizard's; "Try again" is the jobs'.
    catalogs: ['@nada/jobs', 'app/apiErrors', '@nada/generation-wizard'],
  },
  {
    name: 'v3-generate_fr_yt-preview_file',
    path: 'v3/generate_fr_yt/preview_file',
    file: 'pages/generate-from-link-preview.tsx',
    layout: 'default',
    middleware: ['auth'],
    // The result is the minus one's result view (or its player for one audio file).
    catalogs: minusOneCatalogs,
  },
  {
    name: 'v3-minusone',
    path: 'v3/minusone',
    file: 'pages/minusone.tsx',
    layout: 'default',
    middleware: ['auth'],
    catalogs: minusOneCatalogs,
  },
  {
    name: 'v3-minusone-custom',
    path: 'v3/minusone/custom',
    // The quick page's module, which shows every setting on this route.
    file: 'pages/minusone.tsx',
    layout: 'default',
    middleware: ['auth'],
    catalogs: minusOneCatalogs,
  },
  {
    name: 'v3-minusone-history',
    path: 'v3/minusone/history',
    file: 'pages/minusone-history.tsx',
    layout: 'default',
    middleware: ['auth'],
    catalogs: minusOneCatalogs,
  },
] as const satisfies readonly PageRoute[];

/** The name of a page. */
export type RouteName = (typeof pages)[number]['name'];

/**
 * Where a signed-in user starts: after signing in, at `/` (and `/home`, `/v2/home`, which lead to
 * it), and "My home" in their menus.
 */
export const HOME_ROUTE = 'v3-home' satisfies RouteName;

/** Older paths that lead, permanently, to their current page (locale prefix and query kept). */
export const legacyRedirects = {
  home: 'v3-home',
  'v2/home': 'v3-home',
  'v2/sound': 'v3-sound',
  sound: 'v3-sound',
  playlist: 'v3-playlist',
  pricing: 'v3-pricing',
  profile: 'v3-profile',
} as const satisfies Record<string, RouteName>;

/** The separator between a route name and its locale in a route id (`about___en`). */
export const LOCALE_SUFFIX = '___';

/** Whether a page is one of the public marketing and legal pages: prerendered, or marked `public`. */
export function isPublicPage(page: PageRoute): boolean {
  return page.prerender === true || page.public === true;
}

/** Whether a page is sent without React's scripts to guests (`hydrate: false`). */
export function isStaticPage(page: PageRoute): boolean {
  return page.hydrate === false;
}

/**
 * Which of the static pages' scripts the page of a route id (`support___en`) loads when it is sent
 * without React (see {@link PageRoute.staticScript}); the shell's for any other route.
 */
export function routeStaticScript(routeId: string | undefined): StaticPageScript {
  const at = routeId?.lastIndexOf(LOCALE_SUFFIX) ?? -1;
  const page: PageRoute | undefined =
    routeId && at > 0 ? pages.find((candidate) => candidate.name === routeId.slice(0, at)) : undefined;
  return page?.staticScript ?? 'shell';
}

/** How a page is hydrated for a guest (see {@link PageRoute.hydrate}). */
export function pageHydration(page: PageRoute): PageHydration {
  if (page.hydrate === false) return 'static';
  return page.hydrate === 'on-interaction' ? 'on-interaction' : 'load';
}

/** How the page of a route id (`landing___en`) is hydrated for a guest; `load` for any other route. */
export function routeHydration(routeId: string): PageHydration {
  const at = routeId.lastIndexOf(LOCALE_SUFFIX);
  if (at <= 0) return 'load';
  const name = routeId.slice(0, at);
  const page = pages.find((candidate) => candidate.name === name);
  return page ? pageHydration(page) : 'load';
}

/**
 * How this response's page is hydrated: the route table's choice for a guest, `load` for a browser
 * with a session (the header's user menu is React's) and while maintenance is on. The server render
 * (root.tsx) and the document's stream (entry.server.tsx) ask it alike.
 */
export function responseHydration(
  routeId: string | undefined,
  root: {maintenance: unknown; sessionHint: boolean} | undefined,
): PageHydration {
  if (!routeId || !root || root.maintenance || root.sessionHint) return 'load';
  return routeHydration(routeId);
}
