/** The layout a page renders in. */
export type LayoutName = 'default' | 'blank';

/** The route middleware that exist (app/routing/middleware.ts implements each). */
export const MIDDLEWARE_NAMES = ['auth'] as const;

/** Route middleware a page may name; an unknown name fails with 'Unknown route middleware'. */
export type MiddlewareName = (typeof MIDDLEWARE_NAMES)[number];

/**
 * Who may see a page, as the `auth` middleware checks it: `signed-in` pages send guests to sign in
 * (and back afterwards), `guest` pages (sign-in, registration) send signed-in users on, `admin`
 * pages need the admin claim, and the `entry` (the index) sends guests to the landing page and
 * signed-in users to their home.
 */
export type PageAccess = 'entry' | 'guest' | 'signed-in' | 'admin';

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
  /** What the `auth` middleware asks of the visitor. @default 'signed-in' */
  access?: PageAccess;
  /** Prerendered and public: the marketing and legal pages. */
  prerender?: boolean;
  /**
   * The message-id prefix (or prefixes) of the page's own catalog (its long texts): those messages
   * reach the browser only with this page's loader data, not with every page's.
   */
  catalog?: string | readonly string[];
}

const comingSoon = 'pages/coming-soon.tsx';

/**
 * The minus-one and history pages' texts, the generation wizard's and the "add to playlist" dialog's
 * travel with those pages.
 */
const minusOneCatalog = ['app.minusone.', 'generationWizard.', 'app.playlist.', 'playlist.'] as const;

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
    catalog: 'authForms.',
  },
  {
    name: 'register',
    path: 'register',
    file: 'pages/register.tsx',
    layout: 'blank',
    middleware: ['auth'],
    access: 'guest',
    catalog: 'authForms.',
  },
  {name: 'callback', path: 'callback', file: 'pages/callback.tsx', layout: 'blank', catalog: 'authForms.'},
  {name: 'maintenance', path: 'maintenance', file: 'pages/maintenance.tsx', layout: 'blank'},
  {
    name: 'landing',
    path: 'landing',
    file: 'pages/landing.tsx',
    layout: 'default',
    prerender: true,
    catalog: 'app.landing.',
  },
  {
    name: 'history',
    path: 'history',
    file: 'pages/history.tsx',
    layout: 'default',
    middleware: ['auth'],
    catalog: minusOneCatalog,
  },
  {name: 'detail_pricing', path: 'detail_pricing', file: comingSoon, layout: 'default', prerender: true},
  {name: 'support', path: 'support', file: comingSoon, layout: 'default', prerender: true},
  {
    name: 'about',
    path: 'about',
    file: 'pages/about.tsx',
    layout: 'default',
    prerender: true,
    catalog: 'app.about.',
  },
  {
    name: 'privacy_policy',
    path: 'privacy_policy',
    file: 'pages/privacy-policy.tsx',
    layout: 'default',
    prerender: true,
    catalog: 'app.privacy.',
  },
  {
    name: 'term_and_condition',
    path: 'term_and_condition',
    file: 'pages/terms.tsx',
    layout: 'default',
    prerender: true,
    catalog: 'app.terms.',
  },
  {name: 'tone-sound', path: 'tone/sound', file: comingSoon, layout: 'default'},
  {
    name: 'admin-sound',
    path: 'admin/sound',
    file: comingSoon,
    layout: 'default',
    middleware: ['auth'],
    access: 'admin',
  },
  {name: 'v3-home', path: 'v3/home', file: comingSoon, layout: 'default', middleware: ['auth']},
  {name: 'v3-sound', path: 'v3/sound', file: comingSoon, layout: 'default'},
  {
    name: 'v3-playlist',
    path: 'v3/playlist',
    file: 'pages/playlist.tsx',
    layout: 'default',
    middleware: ['auth'],
    catalog: ['app.playlist.', 'playlist.'],
  },
  {name: 'v3-pricing', path: 'v3/pricing', file: comingSoon, layout: 'default', prerender: true},
  {name: 'v3-playground', path: 'v3/playground', file: comingSoon, layout: 'default', middleware: ['auth']},
  {
    name: 'v3-profile',
    path: 'v3/profile',
    file: 'pages/profile.tsx',
    layout: 'default',
    middleware: ['auth'],
    catalog: 'profile.',
  },
  {
    name: 'v3-profile-id',
    path: 'v3/profile/:id',
    file: 'pages/public-profile.tsx',
    layout: 'default',
    catalog: 'profile.',
  },
  {name: 'v3-generate_ai', path: 'v3/generate_ai', file: comingSoon, layout: 'default', middleware: ['auth']},
  {
    name: 'v3-generate_ai-list',
    path: 'v3/generate_ai/list',
    file: comingSoon,
    layout: 'default',
    middleware: ['auth'],
  },
  {
    name: 'v3-generate_fr_yt',
    path: 'v3/generate_fr_yt',
    file: comingSoon,
    layout: 'default',
    middleware: ['auth'],
  },
  {
    name: 'v3-generate_fr_yt-option',
    path: 'v3/generate_fr_yt/option',
    file: comingSoon,
    layout: 'default',
    middleware: ['auth'],
  },
  {
    name: 'v3-generate_fr_yt-preview_file',
    path: 'v3/generate_fr_yt/preview_file',
    file: comingSoon,
    layout: 'default',
    middleware: ['auth'],
  },
  {
    name: 'v3-minusone',
    path: 'v3/minusone',
    file: 'pages/minusone.tsx',
    layout: 'default',
    middleware: ['auth'],
    catalog: minusOneCatalog,
  },
  {
    name: 'v3-minusone-custom',
    path: 'v3/minusone/custom',
    file: 'pages/minusone-custom.tsx',
    layout: 'default',
    middleware: ['auth'],
    catalog: minusOneCatalog,
  },
  {
    name: 'v3-minusone-history',
    path: 'v3/minusone/history',
    file: 'pages/minusone-history.tsx',
    layout: 'default',
    middleware: ['auth'],
    catalog: minusOneCatalog,
  },
] as const satisfies readonly PageRoute[];

/** The name of a page. */
export type RouteName = (typeof pages)[number]['name'];

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
