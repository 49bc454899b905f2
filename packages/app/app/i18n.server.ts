import {parse, type MessageFormatElement} from '@formatjs/icu-messageformat-parser';
import authFormsEn from '@nada/auth-forms/lang/en.json';
import authFormsId from '@nada/auth-forms/lang/id.json';
import generationWizardEn from '@nada/generation-wizard/lang/en.json';
import generationWizardId from '@nada/generation-wizard/lang/id.json';
import playerEn from '@nada/player/lang/en.json';
import playerId from '@nada/player/lang/id.json';
import playlistEn from '@nada/playlist/lang/en.json';
import playlistId from '@nada/playlist/lang/id.json';
import profileEn from '@nada/profile/lang/en.json';
import profileId from '@nada/profile/lang/id.json';
import uiEn from '@nada/ui/lang/en.json';
import uiId from '@nada/ui/lang/id.json';
import waveformEn from '@nada/waveform/lang/en.json';
import waveformId from '@nada/waveform/lang/id.json';
import en from '../lang/en.json';
import id from '../lang/id.json';
import {localeFromPath, pagePathname, type Locale} from './routing/locales';
import {pages, type RouteName} from './routing/routeTable';

/** Messages compiled on the server, so the browser needs no message parser. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

// The sign-in forms', the profile's, the generation wizard's and the playlists' texts are page
// catalogs (`authForms.`, `profile.`, `generationWizard.`, `playlist.` in the route table): only the pages that show them
// carry them. The player's and the waveform's are the shell's: the mini-player is on every page.
const sources: Record<Locale, Record<string, string>> = {
  id: {
    ...uiId,
    ...playerId,
    ...waveformId,
    ...authFormsId,
    ...profileId,
    ...generationWizardId,
    ...playlistId,
    ...id,
  },
  en: {
    ...uiEn,
    ...playerEn,
    ...waveformEn,
    ...authFormsEn,
    ...profileEn,
    ...generationWizardEn,
    ...playlistEn,
    ...en,
  },
};

/** The message-id prefixes of each page that brings its own catalog (its long texts). */
const pageCatalogPrefixes = new Map<string, readonly string[]>(
  pages.flatMap((page) =>
    'catalog' in page
      ? [[page.name, typeof page.catalog === 'string' ? [page.catalog] : page.catalog] as const]
      : [],
  ),
);
const ownedByAPage = (messageId: string) =>
  [...pageCatalogPrefixes.values()].some((prefixes) =>
    prefixes.some((prefix) => messageId.startsWith(prefix)),
  );

function compile(catalog: Record<string, string>, keep: (messageId: string) => boolean): CompiledMessages {
  return Object.fromEntries(
    Object.entries(catalog)
      .filter(([messageId]) => keep(messageId))
      .map(([messageId, message]) => [messageId, parse(message)]),
  );
}

const shell = {
  id: compile(sources.id, (messageId) => !ownedByAPage(messageId)),
  en: compile(sources.en, (messageId) => !ownedByAPage(messageId)),
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
 * The catalog a page brings itself (the route table's `catalog` prefix), in the request's locale:
 * the landing page's or a legal text's messages travel only with that page.
 */
export function pageMessagesFor(request: Request, name: RouteName): CompiledMessages {
  const prefixes = pageCatalogPrefixes.get(name);
  if (!prefixes) throw new Error(`The page ${name} has no catalog of its own in the route table`);
  const locale = localeFromPath(pagePathname(new URL(request.url)));
  const key = `${name}:${locale}`;
  let catalog = pageCatalogs.get(key);
  if (!catalog) {
    catalog = compile(sources[locale], (messageId) =>
      prefixes.some((prefix) => messageId.startsWith(prefix)),
    );
    pageCatalogs.set(key, catalog);
  }
  return catalog;
}

/**
 * The catalog of a page plus the sign-in forms' one (`authForms.`), for pages that compose
 * `@nada/auth-forms` parts besides their own (the profile's password checklist and
 * re-authentication dialog).
 */
export function pageMessagesWithAuthFormsFor(request: Request, name: RouteName): CompiledMessages {
  const locale = localeFromPath(pagePathname(new URL(request.url)));
  const key = `authForms.:${locale}`;
  let authForms = pageCatalogs.get(key);
  if (!authForms) {
    authForms = compile(sources[locale], (messageId) => messageId.startsWith('authForms.'));
    pageCatalogs.set(key, authForms);
  }
  return {...authForms, ...pageMessagesFor(request, name)};
}
