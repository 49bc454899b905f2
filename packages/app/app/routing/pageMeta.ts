import {pageMessages} from '../pageMessages';
import {headTags} from './head';
import {localeFromPath} from './locales';
import {parseRouteId} from './paths';

interface RootData {
  messages: Record<string, string>;
  origin: string;
}

/** What pageMeta needs of React Router's meta arguments. */
interface PageMetaArgs {
  location: {pathname: string};
  matches: readonly ({id: string; loaderData?: unknown} | undefined)[];
}

/** The head tags of a named page, in its language, from the root loader's messages and origin. */
export function pageMeta({location, matches}: PageMetaArgs) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const page = parseRouteId(matches[matches.length - 1]?.id ?? '');
  if (!root || !page) return [];
  const text = pageMessages[page.name];
  return headTags({
    title: withBrand(root.messages[text.title.id] ?? 'Nada'),
    description: root.messages[text.description.id] ?? '',
    locale: localeFromPath(location.pathname),
    pathname: location.pathname,
    origin: root.origin,
  });
}

const withBrand = (title: string) => (title.includes('Nada') ? title : `${title} · Nada`);
