import type {MessageFormatElement} from '@formatjs/icu-messageformat-parser';
import {IntlMessageFormat} from 'intl-messageformat';
import {pageMessages} from '../pageMessages';
import {headTags} from './head';
import {localePath, parseRouteId} from './paths';

interface RootData {
  locale: string;
  messages: Record<string, MessageFormatElement[]>;
  origin: string;
}

/** What pageMeta needs of React Router's meta arguments. */
interface PageMetaArgs {
  matches: readonly (
    {id: string; loaderData?: unknown; params?: Record<string, string | undefined>} | undefined
  )[];
}

/** The head tags of a named page, in its language, from the root loader's messages and origin. */
export function pageMeta({matches}: PageMetaArgs) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const last = matches[matches.length - 1];
  const page = parseRouteId(last?.id ?? '');
  if (!root || !page) return [];
  const text = pageMessages[page.name];
  return headTags({
    title: withBrand(format(root, text.title.id) ?? 'Nada'),
    description: format(root, text.description.id) ?? '',
    locale: page.locale,
    // From the route name, not the request: a prerendered `/landing/` still names `/landing`.
    pathname: localePath(page.name, page.locale, definedParams(last?.params)),
    origin: root.origin,
  });
}

/** A compiled message of the root catalog as plain text (titles and descriptions take no values). */
function format(root: RootData, messageId: string): string | undefined {
  const message = root.messages[messageId];
  return message && String(new IntlMessageFormat(message, root.locale).format());
}

const withBrand = (title: string) => (title.includes('Nada') ? title : `${title} · Nada`);

function definedParams(params: Record<string, string | undefined> | undefined) {
  if (!params) return undefined;
  const entries = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
