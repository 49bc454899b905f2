import {parse, type MessageFormatElement} from '@formatjs/icu-messageformat-parser';
import authFormsEn from '@nada/auth-forms/lang/en.json';
import authFormsId from '@nada/auth-forms/lang/id.json';
import consentEn from '@nada/consent/lang/en.json';
import consentId from '@nada/consent/lang/id.json';
import generationWizardEn from '@nada/generation-wizard/lang/en.json';
import generationWizardId from '@nada/generation-wizard/lang/id.json';
import generateAiEn from '@nada/generate-ai/lang/en.json';
import generateAiId from '@nada/generate-ai/lang/id.json';
import homeDashboardEn from '@nada/home-dashboard/lang/en.json';
import homeDashboardId from '@nada/home-dashboard/lang/id.json';
import jobsEn from '@nada/jobs/lang/en.json';
import jobsId from '@nada/jobs/lang/id.json';
import playerEn from '@nada/player/lang/en.json';
import playerId from '@nada/player/lang/id.json';
import playgroundEn from '@nada/playground/lang/en.json';
import playgroundId from '@nada/playground/lang/id.json';
import playlistEn from '@nada/playlist/lang/en.json';
import playlistId from '@nada/playlist/lang/id.json';
import pricingTableEn from '@nada/pricing-table/lang/en.json';
import pricingTableId from '@nada/pricing-table/lang/id.json';
import profileEn from '@nada/profile/lang/en.json';
import profileId from '@nada/profile/lang/id.json';
import siteEn from '@nada/site/lang/en.json';
import siteId from '@nada/site/lang/id.json';
import soundLibraryEn from '@nada/sound-library/lang/en.json';
import soundLibraryId from '@nada/sound-library/lang/id.json';
import supportEn from '@nada/support/lang/en.json';
import supportId from '@nada/support/lang/id.json';
import toneToolsEn from '@nada/tone-tools/lang/en.json';
import toneToolsId from '@nada/tone-tools/lang/id.json';
import uiEn from '@nada/ui/lang/en.json';
import uiId from '@nada/ui/lang/id.json';
import versionEn from '@nada/version/lang/en.json';
import versionId from '@nada/version/lang/id.json';
import waveformEn from '@nada/waveform/lang/en.json';
import waveformId from '@nada/waveform/lang/id.json';
import en from '../lang/en.json';
import id from '../lang/id.json';
import type {RouterContextProvider} from 'react-router';
import {hasSessionHint} from './auth/sessionHint';
import {getPlanCatalog} from './content/plansApi';
import {APP_CATALOGS, SITE_CATALOGS, type CatalogName} from './routing/catalogs';
import {localeFromPath, pagePathname, type Locale} from './routing/locales';
import {pages, type RouteName} from './routing/routeTable';
import {apiFetchContext} from './security/requestContext.server';

/** Messages compiled on the server, so the browser needs no message parser. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * A catalog as imported: compiled when the app is built (vitePlugins.ts, compiledCatalogs), its
 * messages as written where this module runs unbuilt (its unit tests).
 */
type Catalog = Record<string, string | MessageFormatElement[]>;

type Sources = Record<Locale, Catalog>;

/** Each feature package's catalog that pages name in the route table, by package. */
const packageSources: Record<
  Exclude<CatalogName, keyof typeof APP_CATALOGS | keyof typeof SITE_CATALOGS>,
  Sources
> = {
  '@nada/auth-forms': {id: authFormsId, en: authFormsEn},
  '@nada/profile': {id: profileId, en: profileEn},
  '@nada/generation-wizard': {id: generationWizardId, en: generationWizardEn},
  '@nada/generate-ai': {id: generateAiId, en: generateAiEn},
  '@nada/home-dashboard': {id: homeDashboardId, en: homeDashboardEn},
  '@nada/jobs': {id: jobsId, en: jobsEn},
  '@nada/playlist': {id: playlistId, en: playlistEn},
  '@nada/playground': {id: playgroundId, en: playgroundEn},
  '@nada/pricing-table': {id: pricingTableId, en: pricingTableEn},
  '@nada/sound-library': {id: soundLibraryId, en: soundLibraryEn},
  '@nada/support': {id: supportId, en: supportEn},
  '@nada/tone-tools': {id: toneToolsId, en: toneToolsEn},
};

const appCatalogPrefixes: readonly string[] = Object.values(APP_CATALOGS);
const inAppCatalog = (messageId: string) => appCatalogPrefixes.some((prefix) => messageId.startsWith(prefix));
const siteCatalogPrefixes: readonly string[] = Object.values(SITE_CATALOGS);
const inSiteCatalog = (messageId: string) =>
  siteCatalogPrefixes.some((prefix) => messageId.startsWith(prefix));

// The shell: @nada/ui's, the player's and the waveform's catalogs (the mini-player is on every
// page), the consent's (its banner and the footer's privacy settings are too), the new-version notice's, the site's header,
// footer and error view, and the app's texts outside its page catalogs.
const appSources: Sources = {id, en};
const siteSources: Sources = {id: siteId, en: siteEn};
const messagesOf = (sources: Sources, locale: Locale, keep: (messageId: string) => boolean) =>
  Object.fromEntries(Object.entries(sources[locale]).filter(([messageId]) => keep(messageId)));
const appMessages = (locale: Locale, keep: (messageId: string) => boolean) =>
  messagesOf(appSources, locale, keep);
const siteMessages = (locale: Locale, keep: (messageId: string) => boolean) =>
  messagesOf(siteSources, locale, keep);
const shellSources: Sources = {
  id: {
    ...uiId,
    ...playerId,
    ...waveformId,
    ...consentId,
    ...versionId,
    ...siteMessages('id', (messageId) => !inSiteCatalog(messageId)),
    ...appMessages('id', (messageId) => !inAppCatalog(messageId)),
  },
  en: {
    ...uiEn,
    ...playerEn,
    ...waveformEn,
    ...consentEn,
    ...versionEn,
    ...siteMessages('en', (messageId) => !inSiteCatalog(messageId)),
    ...appMessages('en', (messageId) => !inAppCatalog(messageId)),
  },
};

/** The messages of one named catalog in a locale, as imported. */
function catalogSource(name: CatalogName, locale: Locale): Catalog {
  if (name in packageSources) return packageSources[name as keyof typeof packageSources][locale];
  if (name in SITE_CATALOGS) {
    const prefix = SITE_CATALOGS[name as keyof typeof SITE_CATALOGS];
    return siteMessages(locale, (messageId) => messageId.startsWith(prefix));
  }
  const prefix = APP_CATALOGS[name as keyof typeof APP_CATALOGS];
  return appMessages(locale, (messageId) => messageId.startsWith(prefix));
}

/** The catalogs each page names in the route table. */
const pageCatalogNames = new Map<string, readonly CatalogName[]>(
  pages.flatMap((page) => ('catalogs' in page ? [[page.name, page.catalogs] as const] : [])),
);

/** The catalogs of a guest's page, for the pages that name them in the route table. */
const guestCatalogNames = new Map<string, readonly CatalogName[]>(
  pages.flatMap((page) => ('guestCatalogs' in page ? [[page.name, page.guestCatalogs] as const] : [])),
);

/**
 * Whether the request's page gets a guest's catalogs only (the route table's `guestCatalogs`): a
 * page that names them, asked for by a browser without a session (its hint cookie).
 */
export function guestTextsOnly(request: Request, name: RouteName): boolean {
  return guestCatalogNames.has(name) && !hasSessionHint(request.headers.get('cookie'));
}

function compile(catalog: Catalog): CompiledMessages {
  return Object.fromEntries(
    Object.entries(catalog).map(([messageId, message]) => [
      messageId,
      typeof message === 'string' ? parse(message) : message,
    ]),
  );
}

const shell = {
  id: compile(shellSources.id),
  en: compile(shellSources.en),
} satisfies Record<Locale, CompiledMessages>;

/**
 * The messages every page of a locale shares: the app's shell and those of the packages it
 * composes. They reach the browser with the root loader's data, so a page carries only its own
 * locale's catalog and a switch of language fetches the other one on demand.
 */
export function messagesFor(locale: Locale): CompiledMessages {
  return shell[locale];
}

const pageCatalogs = new Map<string, CompiledMessages>();

/**
 * The catalogs a page brings itself (those the route table names for it), in the request's
 * locale: the landing page's or a legal text's messages travel only with that page. A guest gets
 * the page's `guestCatalogs` when it names them (see {@link guestTextsOnly}).
 */
export function pageMessagesFor(request: Request, name: RouteName): CompiledMessages {
  const guest = guestTextsOnly(request, name);
  const names = guest ? guestCatalogNames.get(name) : pageCatalogNames.get(name);
  if (!names) throw new Error(`The page ${name} has no catalog of its own in the route table`);
  const locale = localeFromPath(pagePathname(new URL(request.url)));
  const key = `${name}:${locale}${guest ? ':guest' : ''}`;
  let catalog = pageCatalogs.get(key);
  if (!catalog) {
    catalog = compile(Object.assign({}, ...names.map((catalogName) => catalogSource(catalogName, locale))));
    pageCatalogs.set(key, catalog);
  }
  return catalog;
}

/** The loader of a page whose data is only its texts (see {@link pageMessagesFor}). */
export const messagesLoader =
  (name: RouteName) =>
  ({request}: {request: Request}) => ({messages: pageMessagesFor(request, name)});

/**
 * The loader of a page whose figures come from the plan catalogue (`GET /api/plans`, on each render,
 * so the page says what the API enforces): its texts and the catalogue.
 */
export const messagesAndPlansLoader =
  (name: RouteName) =>
  async ({request, context}: {request: Request; context: Readonly<RouterContextProvider>}) => ({
    messages: pageMessagesFor(request, name),
    plans: await getPlanCatalog(context.get(apiFetchContext)),
  });
